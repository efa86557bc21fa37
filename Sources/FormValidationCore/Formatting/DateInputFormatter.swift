public import Foundation

/// Formats a date as it is typed, in a locale's order of day, month and year and with its separator:
/// `23/11/2026` in the United Kingdom, `11/23/2026` in the United States, `23.11.2026` in Germany, `2026-11-23`
/// in Sweden.
///
/// The separator is put in as soon as a day or month is complete, and a one-digit day or month is padded when no
/// second digit can follow (`4` as a month gives `04/`) or when the separator is typed after it (`7/` gives
/// `07/`). The year has four digits; digits past it are left out.
///
/// ```swift
/// let british = DateInputFormatter(locale: Locale(identifier: "en_GB"))
/// print(british.keystrokes(typing: "2311"))       // ["2", "23/", "23/1", "23/11/"]
/// print(british.format("23112026"))               // 23/11/2026
/// ```
///
/// The order is the one ``ValidationRule/date(locale:message:)`` reads for the same locale; a locale that writes
/// the year first (Swedish, Japanese, Chinese, Korean) gets `YYYY-MM-DD`, which the rule reads in every locale.
public struct DateInputFormatter: InputFormatter, Hashable {
    /// The order of the date's parts.
    enum Order: UInt8, Hashable {
        case dayMonthYear, monthDayYear, yearMonthDay
    }

    let order: Order
    let separator: UInt8

    /// A date formatter for `locale`'s order and separator.
    ///
    /// - Parameter locale: The locale whose order of day, month and year, and whose separator, to use.
    public init(locale: Locale = .autoupdatingCurrent) {
        let pattern = DateFormatter.dateFormat(fromTemplate: "ddMMyyyy", options: 0, locale: locale) ?? "MM/dd/yyyy"
        let year = pattern.firstIndex(of: "y")
        let month = pattern.firstIndex(of: "M")
        let day = pattern.firstIndex(of: "d")
        if let year, let month, year < month {
            order = .yearMonthDay
            separator = UInt8(ascii: "-")
            return
        }
        order = day.flatMap { day in month.map { day < $0 } } ?? false ? .dayMonthYear : .monthDayYear
        // The first punctuation of the pattern, when it is one the date rule reads.
        let punctuation = pattern.utf8.first { !(UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0 | 0x20) }
        separator =
            punctuation == UInt8(ascii: ".") || punctuation == UInt8(ascii: "-") ? punctuation! : UInt8(ascii: "/")
    }

    /// The largest first digit of the day or month at value offset `offset`, or `nil` for the year.
    private func largestFirstDigit(at offset: Int) -> UInt8? {
        switch (order, offset) {
        case (.dayMonthYear, 0), (.monthDayYear, 2), (.yearMonthDay, 6): UInt8(ascii: "3")
        case (.dayMonthYear, 2), (.monthDayYear, 0), (.yearMonthDay, 4): UInt8(ascii: "1")
        default: nil
        }
    }

    /// Appends a digit, padding a day or month that cannot take a second digit; a separator after a one-digit day
    /// or month pads it; everything else is skipped.
    ///
    /// - Parameters:
    ///   - character: A character of the text, typed or pasted.
    ///   - value: The value read so far, to append to.
    public func read(_ character: Unicode.Scalar, into value: inout FormattingBuffer) {
        let count = value.count
        guard let digit = character.asciiDigit else {
            // A separator typed after the first digit of a day or month.
            if count % 2 == 1, count < 8, largestFirstDigit(at: count - 1) != nil,
                character == "/" || character == "." || character == "-" || character == " "
            {
                guard value[count - 1] != UInt8(ascii: "0") else { return }
                value.insert(UInt8(ascii: "0"), at: count - 1)
            }
            return
        }
        guard count < 8 else { return }
        if let largest = largestFirstDigit(at: count), digit > largest {
            value.append(UInt8(ascii: "0"))
        } else if count % 2 == 1, let largest = largestFirstDigit(at: count - 1) {
            let first = value[count - 1]
            if first == UInt8(ascii: "0") && digit == UInt8(ascii: "0") { return }  // no day or month 00
            let tooLarge =
                largest == UInt8(ascii: "1")
                ? first == UInt8(ascii: "1") && digit > UInt8(ascii: "2")
                : first == UInt8(ascii: "3") && digit > UInt8(ascii: "1")
            if tooLarge {
                // The part is the one digit; this digit starts the next part.
                value.insert(UInt8(ascii: "0"), at: count - 1)
                read(character, into: &value)
                return
            }
        }
        guard value.count < 8 else { return }
        value.append(digit)
    }

    /// Writes the parts in order, each separator once the part before it is complete.
    ///
    /// - Parameters:
    ///   - value: The value read from the text.
    ///   - text: Where the formatted text goes.
    public func write(_ value: FormattingBuffer, to text: inout FormattingBuffer) {
        let boundaries = order == .yearMonthDay ? (4, 6) : (2, 4)
        for position in 0..<value.count {
            text.append(value[position])
            if position + 1 == boundaries.0 || position + 1 == boundaries.1 { text.append(separator) }
        }
    }
}
