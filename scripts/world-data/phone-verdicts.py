#!/usr/bin/env python3
"""Writes Tests/FormValidationTests/Fixtures/phone-region-verdicts.tsv: phone numbers of every region of
libphonenumber's metadata, with libphonenumber's verdicts.

For each region (seeded, so the table is the same for a given version): each type's example number with its last
three digits drawn at random; numbers of the region's possible lengths that libphonenumber finds valid; random
digits of those lengths; valid numbers with a digit dropped, added or changed; digits of a length the region does
not use. Each is typed national (with the national prefix), international (`+`), with the region's international
prefix, or as E.164.

Usage: phone-verdicts.py [--check] [--seed N --output FILE]. Another seed draws a fresh table to measure on:
PHONE_REGION_VERDICTS=FILE swift test --filter PhoneRegionAgreementTests (with FORMVALIDATION_AGREEMENT=1 to print).

Columns: region, input, verdict (1 valid), E.164, type, the national, international and RFC 3966 forms, how the
case was made. The verdict is libphonenumber's for
the text parsed with the region as default: `is_valid_number_for_region` for national input (a number of the
region, not of another region sharing its calling code), `is_valid_number` for international input.
"""
import os
import random
import sys

from generated import ROOT, check_only, option, write_or_check

import phonenumbers
from phonenumbers import PhoneMetadata, PhoneNumberFormat, PhoneNumberType as T
from phonenumbers.phonenumberutil import COUNTRY_CODE_TO_REGION_CODE

OUTPUT = "Tests/FormValidationTests/Fixtures/phone-region-verdicts.tsv"
TYPES = [T.FIXED_LINE, T.MOBILE, T.TOLL_FREE, T.PREMIUM_RATE, T.SHARED_COST, T.VOIP, T.PERSONAL_NUMBER, T.PAGER,
         T.UAN, T.VOICEMAIL]
TYPE_NAMES = {T.FIXED_LINE: "fixedLine", T.MOBILE: "mobile", T.FIXED_LINE_OR_MOBILE: "fixedLineOrMobile",
              T.TOLL_FREE: "tollFree", T.PREMIUM_RATE: "premiumRate", T.SHARED_COST: "sharedCost", T.VOIP: "voip",
              T.PERSONAL_NUMBER: "personalNumber", T.PAGER: "pager", T.UAN: "universalAccess",
              T.VOICEMAIL: "voicemail", T.UNKNOWN: ""}


def main():
    rng = random.Random(int(option("--seed", "20261126")))

    def digits(count):
        return "".join(rng.choice("0123456789") for _ in range(count))

    def group(text):
        separator = rng.choice([" ", "-", "."])
        parts = []
        while text:
            size = rng.choice([2, 3, 4])
            parts.append(text[:size])
            text = text[size:]
        return separator.join(parts)

    regions = [r for code in sorted(COUNTRY_CODE_TO_REGION_CODE) for r in COUNTRY_CODE_TO_REGION_CODE[code]
               if r != "001"]
    lines = [
        f"# Phone numbers and libphonenumber's verdicts (PyPI phonenumbers {phonenumbers.__version__}), written by"
        " scripts/world-data/phone-verdicts.py",
        "# region\tinput\tvalid\te164\ttype\tnational\tinternational\trfc3966\torigin",
    ]
    for region in regions:
        metadata = PhoneMetadata.metadata_for_region(region)
        code = str(metadata.country_code)
        trunk = metadata.national_prefix or ""
        # As people dial it: "8~10" means 8, wait for the tone, 10.
        idd = (metadata.preferred_international_prefix or (
            metadata.international_prefix if metadata.international_prefix.isdigit() else "00")).replace("~", "")
        lengths = [n for n in metadata.general_desc.possible_length if n > 0]

        def typed(nsn):
            form = rng.choice(["national", "national", "international", "idd", "e164"])
            if form == "national":
                return form, trunk + group(nsn)
            if form == "international":
                return form, "+" + code + " " + group(nsn)
            if form == "idd":
                return form, idd + " " + code + " " + group(nsn)
            return form, "+" + code + nsn

        def verdict(form, text):
            try:
                number = phonenumbers.parse(text, region)
            except phonenumbers.NumberParseException:
                return False, "", "", ""
            if form == "national":
                valid = phonenumbers.is_valid_number_for_region(number, region)
            else:
                valid = phonenumbers.is_valid_number(number)
            if not valid:
                return False, "", "", ""
            kind = phonenumbers.number_type(number)
            forms = "\t".join(phonenumbers.format_number(number, f) for f in (
                PhoneNumberFormat.NATIONAL, PhoneNumberFormat.INTERNATIONAL, PhoneNumberFormat.RFC3966))
            return True, phonenumbers.format_number(number, PhoneNumberFormat.E164), TYPE_NAMES[kind], forms

        def is_valid_nsn(nsn):
            try:
                number = phonenumbers.parse("+" + code + nsn, None)
            except phonenumbers.NumberParseException:
                return False
            return phonenumbers.is_valid_number_for_region(number, region)

        valid_found = []
        cases = []
        for kind in TYPES:
            example = phonenumbers.example_number_for_type(region, kind)
            if example is None:
                continue
            nsn = phonenumbers.national_significant_number(example)
            for _ in range(2):
                variant = nsn[:-3] + digits(3) if len(nsn) > 4 else nsn
                cases.append((variant, "sample"))
                valid_found.append(variant)
        found = 0
        for _ in range(3000):
            if found == 10 or not lengths:
                break
            nsn = rng.choice("123456789") + digits(rng.choice(lengths) - 1)
            if is_valid_nsn(nsn):
                cases.append((nsn, "found"))
                valid_found.append(nsn)
                found += 1
        for _ in range(10 if lengths else 0):
            cases.append((rng.choice("123456789") + digits(rng.choice(lengths) - 1), "random"))
        for _ in range(15 if valid_found else 0):
            nsn = rng.choice(valid_found)
            how = rng.choice(["drop", "add", "change"])
            if how == "drop":
                nsn = nsn[:-1]
            elif how == "add":
                nsn = nsn + digits(1)
            else:
                i = rng.randrange(len(nsn))
                nsn = nsn[:i] + rng.choice([d for d in "0123456789" if d != nsn[i]]) + nsn[i + 1:]
            cases.append((nsn, "mutated"))
        wrong = [n for n in range(3, 16) if n not in lengths]
        for _ in range(4):
            cases.append((rng.choice("123456789") + digits(rng.choice(wrong) - 1), "length"))
        for nsn, origin in cases:
            form, text = typed(nsn)
            valid, e164, type_name, forms = verdict(form, text)
            forms = forms or "\t\t"
            lines.append(f"{region}\t{text}\t{int(valid)}\t{e164}\t{type_name}\t{forms}\t{origin}, {form}")
    text = "\n".join(lines) + "\n"
    # Another table goes where --output names it, from the current folder.
    path = os.path.abspath(option("--output", None) or os.path.join(ROOT, OUTPUT))
    write_or_check("phone-verdicts", path, text, check_only())
    if check_only():
        print(f"phone-verdicts: {len(regions)} regions checked")
        return
    print(f"phone-verdicts: {len(regions)} regions, {len(lines) - 2} cases written")


if __name__ == "__main__":
    main()
