/// The country calling codes of ITU-T E.164 and the regions that use each, as libphonenumber's metadata lists them
/// (`Generated/PhoneMetadataTable.swift`): each code's regions in its order, the main region first. Codes for
/// global services (800 freephone, 808 shared cost, 870 Inmarsat, 878 personal, 881 satellite, 882/883
/// international networks, 888 OCHA, 979 premium) have no region.
enum CallingCodes {
    /// The regions of each calling code, main region first (empty for a global service).
    static let regions: [Int: [String]] = PhoneMetadata.byCallingCode.mapValues { metadata in
        metadata.map(\.region).filter { $0 != "001" }
    }

    /// The calling code of each region.
    static let codeOfRegion: [String: Int] = PhoneMetadata.byRegion.mapValues(\.callingCode)

    /// Every region that has a calling code, in alphabetical order.
    static let knownRegions: [String] = codeOfRegion.keys.sorted()

    /// The calling code at the start of `digits` (codes are prefix-free: no code starts another), and its length.
    static func code(at digits: PhoneDigits) -> (code: Int, length: Int)? {
        for length in 1...3 where digits.count >= length {
            let code = Int(digits.leading(length))
            if regions[code] != nil { return (code, length) }
        }
        return nil
    }
}
