extension ValidationError.Code {
    /// A submitted record gave a field an array or an object, which no rule reads.
    public static let invalidType: Self = "invalidType"
}
