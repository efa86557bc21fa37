public enum FormCheck {
    public static func main() {}
}
