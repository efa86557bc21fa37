/// The kind of line a phone number reaches, as its country's numbering plan assigns it: fixed line, mobile,
/// toll-free, ….
///
/// Where a plan does not tell fixed lines from mobile phones (the United States and Canada, Mexico), a number is
/// ``fixedLineOrMobile``; ``isMobile`` is true for it, as a mobile number may have any geographic number there.
public struct PhoneNumberType: Sendable, Hashable, CaseIterable, CustomStringConvertible {
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

    /// Every type, in the order of libphonenumber's `PhoneNumberType`.
    public static let allCases: [PhoneNumberType] = Kind.allCases.map(Self.init)

    /// The type named as ``description`` spells it (`tollFree`), or `nil`.
    ///
    /// - Parameter name: A type's name, as form specs and `formcheck --types` write it.
    public init?(name: String) {
        guard let type = Self.allCases.first(where: { $0.description == name }) else { return nil }
        self = type
    }

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

/// The types of number a phone rule accepts: the rule's `types`, narrowed to the mobile ones by `mobileOnly`.
///
/// A ``PhoneNumberType/fixedLineOrMobile`` number may be either, so it passes where fixed lines or mobile phones
/// do; and accepting ``PhoneNumberType/fixedLineOrMobile`` accepts both.
struct PhoneTypeFilter: Sendable, Hashable {
    /// One bit per ``PhoneNumberType/Kind``.
    private let bits: UInt16

    private init(bits: UInt16) { self.bits = bits }

    private static func bit(_ kind: PhoneNumberType.Kind) -> UInt16 { 1 << kind.rawValue }

    /// Every type.
    static let any = Self(PhoneNumberType.allCases)
    /// What `mobileOnly` accepts: ``PhoneNumberType/mobile`` and ``PhoneNumberType/fixedLineOrMobile``.
    static let mobile = Self([.mobile])

    /// The filter accepting `types`.
    init(_ types: some Sequence<PhoneNumberType>) {
        var bits: UInt16 = 0
        for type in types { bits |= Self.bit(type.kind) }
        let either = Self.bit(.fixedLine) | Self.bit(.mobile)
        if bits & Self.bit(.fixedLineOrMobile) != 0 { bits |= either }
        if bits & either != 0 { bits |= Self.bit(.fixedLineOrMobile) }
        self.bits = bits
    }

    /// The filter of a rule's arguments: `types` (every type when `nil`), narrowed by `mobileOnly`.
    init(types: [PhoneNumberType]?, mobileOnly: Bool) {
        let chosen = types.map { Self($0) } ?? .any
        self = mobileOnly ? Self(bits: chosen.bits & Self.mobile.bits) : chosen
    }

    /// Whether no type passes.
    var isEmpty: Bool { bits == 0 }

    /// Whether a number of `type` passes.
    func accepts(_ type: PhoneNumberType) -> Bool { bits & Self.bit(type.kind) != 0 }

    /// The types accepted, in order, by name.
    var names: [String] { PhoneNumberType.allCases.filter(accepts).map(\.description) }
}

extension ArgumentType where Value == [PhoneNumberType] {
    /// Type names: a JSON array (`["mobile", "tollFree"]`) or `mobile,tollFree` on the command line.
    static var phoneNumberTypes: ArgumentType {
        .choices(PhoneNumberType.allCases.map(\.description), value: PhoneNumberType.init(name:), name: \.description)
    }
}
