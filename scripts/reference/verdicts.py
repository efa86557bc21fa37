#!/usr/bin/env python3
"""Records django-localflavor's verdicts on a systematic set of postal codes into Fixtures/reference/.

Where collect.py reads the cases other projects wrote in their test suites, this asks an established library for
its verdict on inputs generated here, many per country: every two-digit prefix of a country's example code, every
letter in each letter position, and the usual ways people type a code (lower case, the separator left out,
doubled or changed, a character too few or too many). The inputs are facts about the formats; the verdicts are
django-localflavor's form fields' (`clean()`: valid with the cleaned value, or a ValidationError).

It installs the pinned packages into a temporary virtual environment (needs PyPI), runs them there, and writes
Fixtures/reference/postal-code-verdicts.json. Nothing here is a run-time dependency.

Usage: scripts/reference/verdicts.py
"""

import json
import pathlib
import string
import subprocess
import sys
import tempfile
import venv

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from collect import dumps  # noqa: E402  (one JSON layout for every table)

ROOT = pathlib.Path(__file__).resolve().parents[2]
OUT = ROOT / "Fixtures" / "reference" / "postal-code-verdicts.json"
PACKAGES = ["django==5.2.19", "django-localflavor==5.1"]

# The form field of each country, and an example code in canonical form.
FIELDS = {
    "US": ("us", "USZipCodeField", ["94103", "94103-1234"]),
    "CA": ("ca", "CAPostalCodeField", ["K1A 0B1"]),
    "GB": ("gb", "GBPostcodeField", ["SW1A 1AA", "M1 1AE", "B33 8TH", "CR2 6XH", "DN55 1PT", "W1A 0AX"]),
    "DE": ("de", "DEZipCodeField", ["10115"]),
    "FR": ("fr", "FRZipCodeField", ["75001"]),
    "JP": ("jp", "JPPostalCodeField", ["100-0001"]),
    "BR": ("br", "BRZipCodeField", ["01310-100"]),
    "IN": ("in_", "INZipCodeField", ["110001"]),
    "NL": ("nl", "NLZipCodeField", ["1012 AB"]),
    "AU": ("au", "AUPostCodeField", ["2000"]),
    "ES": ("es", "ESPostalCodeField", ["28013"]),
    "IT": ("it", "ITZipCodeField", ["00184"]),
    "CN": ("cn", "CNPostCodeField", ["100000"]),
    "MX": ("mx", "MXZipCodeField", ["06000"]),
    "PL": ("pl", "PLPostalCodeField", ["00-950"]),
    "SE": ("se", "SEPostalCodeField", ["114 55"]),
    "CH": ("ch", "CHZipCodeField", ["8001"]),
    "AT": ("at", "ATZipCodeField", ["1010"]),
    "BE": ("be", "BEPostalCodeField", ["1000"]),
}


def inputs(examples):
    """The generated inputs for a country, from its canonical examples, in a stable order without repeats."""
    result = []

    def add(value):
        if value and value not in result:
            result.append(value)

    for example in examples:
        add(example)
        compact = example.replace(" ", "").replace("-", "")
        # Every two-digit prefix, where the code starts with two digits.
        if example[:2].isdigit():
            for prefix in range(100):
                add(f"{prefix:02d}" + example[2:])
        # Every letter in each letter position; every digit in each digit position after the second.
        for index, character in enumerate(example):
            if character.isalpha():
                for letter in string.ascii_uppercase:
                    add(example[:index] + letter + example[index + 1:])
            elif character.isdigit() and index >= 2:
                for digit in string.digits:
                    add(example[:index] + digit + example[index + 1:])
        # How people type it.
        add(example.lower())
        add(compact)
        add(compact.lower())
        add(" " + example + " ")
        add(example.replace(" ", "  "))
        add(example.replace(" ", "-"))
        add(example.replace("-", " "))
        add(compact[:-1])
        add(compact + "0")
        add(compact + "A")
        add(example[:-1] + "O" if example[-1].isdigit() else example[:-1] + "0")
        add("X" + example)
        add(example + "-")
        add(example.replace("1", "l", 1))
    return result


def main():
    with tempfile.TemporaryDirectory() as temp:
        environment = pathlib.Path(temp) / "venv"
        venv.create(environment, with_pip=True)
        python = environment / "bin" / "python"
        subprocess.run([str(python), "-m", "pip", "install", "--quiet", *PACKAGES], check=True)
        job = {country: (module, field, inputs(examples)) for country, (module, field, examples) in FIELDS.items()}
        runner = pathlib.Path(temp) / "run.py"
        runner.write_text(RUNNER)
        output = subprocess.run([str(python), str(runner)], input=json.dumps(job), capture_output=True, text=True,
                                check=True).stdout
    cases = json.loads(output)
    document = {
        "generatedBy": "scripts/reference/verdicts.py: the verdicts of django-localflavor 5.1 (Django 5.2.19) "
                       "form fields' clean() on generated inputs",
        "cases": cases,
    }
    OUT.write_text(dumps(document))
    print(f"{OUT.name}: {len(cases)} cases")


RUNNER = r'''
import importlib, json, sys
import django
from django.conf import settings
settings.configure(USE_I18N=False)
django.setup()
from django.core.exceptions import ValidationError

job = json.load(sys.stdin)
cases = []
for country, (module, field_name, values) in job.items():
    field = getattr(importlib.import_module(f"localflavor.{module}.forms"), field_name)()
    where = f"django-localflavor 5.1 verdicts: localflavor.{module}.forms.{field_name}().clean()"
    for value in values:
        try:
            cleaned = field.clean(value)
            cases.append({"source": where, "country": country, "value": value, "valid": True, "cleaned": cleaned})
        except ValidationError:
            cases.append({"source": where, "country": country, "value": value, "valid": False})
json.dump(cases, sys.stdout)
'''

if __name__ == "__main__":
    main()
