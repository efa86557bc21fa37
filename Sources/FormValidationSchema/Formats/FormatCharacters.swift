@_spi(Scanning) import FormValidationCore

/// The ASCII character sets the format checkers read bytes against, as the library's other scanners do.
extension ASCIISet {
    /// `0`–`9`, `A`–`F` and `a`–`f`.
    static let hexDigits = ASCIISet("0123456789ABCDEFabcdef")
    /// What a host name's label is made of: letters, digits and `-`.
    static let hostnameLabel = ASCIISet("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-")
    /// What follows a URI scheme's first letter: letters, digits, `+`, `-` and `.`.
    static let uriScheme = ASCIISet("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-.")
}
