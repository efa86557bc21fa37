#!/usr/bin/env python3
"""Writes Tests/FormValidationTests/Fixtures/phone-as-you-type.tsv: phone numbers of every region of libphonenumber's
metadata typed one character at a time, with what libphonenumber's `AsYouTypeFormatter` shows after each.

For each region (seeded, so the table is the same for a given version), each type's example number is typed in
national form (the digits of libphonenumber's national format, national prefix included), in international form
(`+`, the calling code, the national number) and, where the region has one fixed international prefix (`011` in
the United States, `00` in Germany), with it instead of `+`; then each example twice more with its last one to three
digits drawn at random, each time in one of those forms drawn at random. The examples of the non-geographic calling codes
(+800, +882, …) are typed internationally, with `001` as the formatter's region.

Usage: phone-as-you-type-cases.py [--check] [--seed N --output FILE]. Another seed draws a fresh table to measure
on: PHONE_AS_YOU_TYPE=FILE swift test --filter PhoneAsYouTypeAgreementTests (FORMVALIDATION_AGREEMENT=1 prints the
figures).

Columns: region, the characters typed, then the formatter's text after each character.
"""
import os
import random
import re
import sys

from generated import ROOT, check_only, option, write_or_check

import phonenumbers
from phonenumbers import AsYouTypeFormatter, PhoneMetadata, PhoneNumberFormat
from phonenumbers import PhoneNumberType as T
from phonenumbers.phonenumberutil import COUNTRY_CODE_TO_REGION_CODE

OUTPUT = "Tests/FormValidationTests/Fixtures/phone-as-you-type.tsv"
TYPES = [T.FIXED_LINE, T.MOBILE, T.TOLL_FREE, T.PREMIUM_RATE, T.SHARED_COST, T.VOIP, T.PERSONAL_NUMBER, T.PAGER,
         T.UAN, T.VOICEMAIL]
# How many times each example is typed again with its last digits drawn at random.
VARIANTS = 2
DESCRIPTIONS = ["fixed_line", "mobile", "toll_free", "premium_rate", "shared_cost", "voip", "personal_number", "pager",
                "uan", "voicemail"]


def typed_outputs(region, text):
    """What the formatter shows after each character of `text`, or None when libphonenumber fails on it."""
    formatter = AsYouTypeFormatter(region)
    try:
        return [formatter.input_digit(character) for character in text]
    except Exception:  # A format whose pattern takes no run of 9s makes libphonenumber fail; such rows are left out.
        return None


def fixed_international_prefix(metadata):
    """The region's one international prefix, when it has a fixed one (`00`, `011`), or None."""
    for prefix in (metadata.international_prefix, metadata.preferred_international_prefix):
        if prefix and prefix.isdigit():
            return prefix
    return None


def main():
    rng = random.Random(int(option("--seed", "20261127")))
    rows = []
    skipped = 0

    def add(region, text):
        nonlocal skipped
        outputs = typed_outputs(region, text)
        if outputs is None:
            skipped += 1
            return
        assert all("\t" not in o and "\n" not in o for o in outputs), outputs
        rows.append("\t".join([region, text] + outputs))

    def forms(code, nsn, national, idd):
        """The texts an example is typed as."""
        texts = []
        if national is not None:
            texts.append(national)
        texts.append("+" + code + nsn)
        if idd is not None:
            texts.append(idd + code + nsn)
        return texts

    def variant(nsn):
        changed = rng.randint(1, min(3, len(nsn)))
        return nsn[:-changed] + "".join(rng.choice("0123456789") for _ in range(changed))

    for calling_code in sorted(COUNTRY_CODE_TO_REGION_CODE):
        code = str(calling_code)
        for region in COUNTRY_CODE_TO_REGION_CODE[calling_code]:
            if region == "001":
                metadata = PhoneMetadata.metadata_for_nongeo_region(calling_code)
                examples = []
                for name in ["general_desc"] + DESCRIPTIONS:
                    description = getattr(metadata, name)
                    if description is not None and description.example_number:
                        examples.append(description.example_number)
                numbers = [(nsn, None) for nsn in dict.fromkeys(examples)]
                idd = None
            else:
                metadata = PhoneMetadata.metadata_for_region(region)
                assert metadata is not None, region
                numbers = []
                for kind in TYPES:
                    example = phonenumbers.example_number_for_type(region, kind)
                    if example is not None:
                        numbers.append((phonenumbers.national_significant_number(example), example))
                numbers = list({nsn: example for nsn, example in numbers}.items())
                idd = fixed_international_prefix(metadata)

            def national_digits(nsn):
                """The digits of the national format of `nsn`, as a number of the region (None when it is none)."""
                try:
                    number = phonenumbers.parse("+" + code + nsn, None)
                except phonenumbers.NumberParseException:
                    return None
                return re.sub(r"[^0-9]", "", phonenumbers.format_number(number, PhoneNumberFormat.NATIONAL))

            for nsn, example in numbers:
                national = national_digits(nsn) if region != "001" else None
                for text in forms(code, nsn, national, idd):
                    add(region, text)
                for _ in range(VARIANTS):
                    other = variant(nsn)
                    national = national_digits(other) if region != "001" else None
                    add(region, rng.choice(forms(code, other, national, idd)))

    header = [
        f"# Phone numbers typed one character at a time and what libphonenumber's AsYouTypeFormatter shows after each"
        f" (PyPI phonenumbers {phonenumbers.__version__}), written by scripts/world-data/phone-as-you-type-cases.py",
        "# region\ttyped\ttext after each character",
    ]
    text = "\n".join(header + rows) + "\n"
    # Another table goes where --output names it, from the current folder.
    path = os.path.abspath(option("--output", None) or os.path.join(ROOT, OUTPUT))
    write_or_check("phone-as-you-type-cases", path, text, check_only())
    if check_only():
        print(f"phone-as-you-type-cases: {len(rows)} numbers checked")
        return
    print(f"phone-as-you-type-cases: {len(rows)} numbers written ({skipped} on which libphonenumber fails left out)")


if __name__ == "__main__":
    main()
