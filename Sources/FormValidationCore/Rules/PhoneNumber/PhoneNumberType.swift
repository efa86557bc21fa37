/// The kind of line a phone number reaches, as its country's numbering plan assigns it: fixed line, mobile,
/// toll-free, ….
///
/// Where a plan does not tell fixed lines from mobile phones (the United States and Canada, Mexico), a number is
/// ``fixedLineOrMobile``; ``isMobile`` is true for it, as a mobile number may have any geographic number there.
public struct PhoneNumberType: Sendable, Hashable, CustomStringConvertible {
    enum Kind: UInt8, Sendable, CaseIterable {
        case fixedLine, mobile, fixedLineOrMobile, tollFree, premiumRate, sharedCost, voip, personalNumber, pager
        case universalAccess, voicemail
    }

    let kind: Kind

    init(_ kind: Kind) { self.kind = kind }

    /// A geographic number of a fixed line.
    public static let fixedLine = Self(.fixedLine)
    /// A mobile phone.
    public static let mobile = Self(.mobile)
    /// A number that may be a fixed line or a mobile phone: the plan does not tell them apart.
    public static let fixedLineOrMobile = Self(.fixedLineOrMobile)
    /// Free to the caller (`800` in North America, `0800` in the United Kingdom).
    public static let tollFree = Self(.tollFree)
    /// Charged above the normal rate (`900`, `09…`).
    public static let premiumRate = Self(.premiumRate)
    /// The cost shared between caller and receiver (`084…`, `0180…`).
    public static let sharedCost = Self(.sharedCost)
    /// An internet telephony number (`056…` in the United Kingdom).
    public static let voip = Self(.voip)
    /// A personal number that follows its owner (`070…` in the United Kingdom, `500` in North America).
    public static let personalNumber = Self(.personalNumber)
    /// A pager.
    public static let pager = Self(.pager)
    /// A company's single number for all its sites (universal access, `03…` in the United Kingdom).
    public static let universalAccess = Self(.universalAccess)
    /// A mobile network's voicemail access.
    public static let voicemail = Self(.voicemail)

    /// Whether the number may be a mobile phone: ``mobile`` or ``fixedLineOrMobile``.
    public var isMobile: Bool { kind == .mobile || kind == .fixedLineOrMobile }

    /// The type's name, as the constants spell it: `fixedLine`, `mobile`, `tollFree`, ….
    public var description: String {
        switch kind {
        case .fixedLine: "fixedLine"
        case .mobile: "mobile"
        case .fixedLineOrMobile: "fixedLineOrMobile"
        case .tollFree: "tollFree"
        case .premiumRate: "premiumRate"
        case .sharedCost: "sharedCost"
        case .voip: "voip"
        case .personalNumber: "personalNumber"
        case .pager: "pager"
        case .universalAccess: "universalAccess"
        case .voicemail: "voicemail"
        }
    }
}
