#!/usr/bin/env python3
"""Collects third-party test cases for the postalCode and url rules into Fixtures/reference/*.json.

The cases are facts other projects wrote down in their own test suites: an input and the verdict (and, where the
source gives one, the cleaned value) of that project's validator. They are read from the source distributions on
PyPI, parsed with `ast` (never imported or run), and written as JSON tables that the Swift tests measure the rules
against (Tests/FormValidationTests/ReferenceAgreementTests.swift). Nothing here is a run-time dependency.

Sources (pinned; the versions are written into the tables):
  - django-localflavor 5.1, tests/test_*: the postal-code form fields' and validators' valid and invalid inputs
    (with the cleaned value for valid inputs of form fields);
  - UkPostcodeParser 1.1.2, ukpostcodeparser/test/parser.py: the cases parsed with strict=True and
    incode_mandatory=True (a whole postcode, checked strictly);
  - postal-codes-tools 1.1.3, postal_codes_tools/tests/test_formats.py: its samples (from the European Central
    Bank's list of postal-code formats) for the countries the rule knows, and every valid sample of any country as
    a case of the rule's any-country mode;
  - Django 5.2.19, tests/validators/tests.py: URLValidator's VALID_URLS, INVALID_URLS and extended-scheme cases;
  - validators 0.36.0, tests/test_url.py: `validators.url`'s valid and invalid URLs.

Usage: scripts/reference/collect.py  (needs `pip` and access to PyPI; writes the two JSON files)
"""

import ast
import json
import pathlib
import subprocess
import sys
import tarfile
import tempfile

ROOT = pathlib.Path(__file__).resolve().parents[2]
OUT = ROOT / "Fixtures" / "reference"

PACKAGES = {
    "django-localflavor": "5.1",
    "UkPostcodeParser": "1.1.2",
    "postal-codes-tools": "1.1.3",
    "django": "5.2.19",
    "validators": "0.36.0",
}
COUNTRIES = "US CA GB DE FR JP BR IN NL AU ES IT CN MX KR PL SE CH AT BE".split()

# django-localflavor test files holding postal-code cases, by the country the rule calls them.
LOCALFLAVOR_FILES = {
    "AT": "test_at.py", "AU": "test_au/tests.py", "BE": "test_be.py", "BR": "test_br/test_br.py",
    "CA": "test_ca/tests.py", "CH": "test_ch.py", "CN": "test_cn.py", "DE": "test_de.py", "ES": "test_es.py",
    "FR": "test_fr/tests.py", "GB": "test_gb.py", "IN": "test_in.py", "IT": "test_it.py", "JP": "test_jp.py",
    "MX": "test_mx/tests.py", "NL": "test_nl/tests.py", "PL": "test_pl.py", "SE": "test_se.py",
    "US": "test_us/tests.py",
}
POSTAL_WORDS = ("postalcode", "zipcode", "postcode", "zip_code", "postal_code")


def download(workdir):
    """Downloads and unpacks each pinned source distribution; returns {package: unpacked folder}."""
    folders = {}
    for name, version in PACKAGES.items():
        subprocess.run(
            [sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--no-binary", ":all:",
             "--dest", str(workdir), f"{name}=={version}"],
            check=True)
    for archive in workdir.glob("*.tar.gz"):
        with tarfile.open(archive) as tar:
            tar.extractall(workdir, filter="data")
    for name, version in PACKAGES.items():
        candidates = [p for p in workdir.iterdir() if p.is_dir() and p.name.lower().replace("_", "-")
                      == f"{name}-{version}".lower().replace("_", "-")]
        folders[name] = candidates[0]
    return folders


def evaluate(node):
    """The value of a literal expression, allowing string concatenation and repetition ("d" * 2000)."""
    try:
        return ast.literal_eval(node)
    except ValueError:
        pass
    if isinstance(node, ast.BinOp):
        left, right = evaluate(node.left), evaluate(node.right)
        if isinstance(node.op, ast.Add):
            return left + right
        if isinstance(node.op, ast.Mult):
            return left * right
    if isinstance(node, (ast.List, ast.Tuple)):
        return [evaluate(element) for element in node.elts]
    raise ValueError(f"not a literal: {ast.dump(node)[:80]}")


def called_name(node):
    """`X` for a call argument `X`, `module.X` or `X()`."""
    if isinstance(node, ast.Call):
        node = node.func
    if isinstance(node, ast.Attribute):
        return node.attr
    if isinstance(node, ast.Name):
        return node.id
    return ""


def statements_in_order(body):
    """The statements of a function body in source order, those nested in `with`, `for` and `if` included."""
    for statement in body:
        yield statement
        for field in ("body", "orelse"):
            yield from statements_in_order(getattr(statement, field, []) or [])


def evaluate_with(node, names):
    """Like `evaluate`, but a dict's values may be anything (an error list held in a variable): only its keys
    matter, and names refer to the variables assigned so far."""
    if isinstance(node, ast.Name) and node.id in names:
        return names[node.id]
    if isinstance(node, ast.Dict):
        result = {}
        for key, value in zip(node.keys, node.values):
            try:
                result[evaluate(key)] = evaluate_with(value, names)
            except (ValueError, TypeError):
                result[evaluate(key)] = None
        return result
    return evaluate(node)


def localflavor_cases(folder):
    cases = []
    for country, relative in LOCALFLAVOR_FILES.items():
        path = folder / "tests" / relative
        tree = ast.parse(path.read_text())
        for function in ast.walk(tree):
            if not isinstance(function, ast.FunctionDef):
                continue
            names = {}
            for statement in statements_in_order(function.body):
                if isinstance(statement, ast.Assign) and len(statement.targets) == 1 \
                        and isinstance(statement.targets[0], ast.Name):
                    try:
                        names[statement.targets[0].id] = evaluate_with(statement.value, names)
                    except (ValueError, TypeError, KeyError):
                        pass
                    continue
                if not isinstance(statement, ast.Expr):
                    continue
                call = statement.value
                if not (isinstance(call, ast.Call) and isinstance(call.func, ast.Attribute)
                        and call.func.attr in ("assertFieldOutput", "assert_validator")):
                    continue
                if any(keyword.arg == "field_kwargs" for keyword in call.keywords):
                    continue  # the same inputs again, with a custom message
                validator = called_name(call.args[0])
                if not any(word in validator.lower() for word in POSTAL_WORDS):
                    continue
                values = [evaluate_with(argument, names) for argument in call.args[1:3]]
                valid, invalid = (values + [None, None])[:2]
                where = f"{PACKAGES_LABEL['django-localflavor']}: tests/{relative} ({function.name}, {validator})"
                for value in valid or []:
                    case = {"source": where, "country": country, "value": value, "valid": True}
                    if isinstance(valid, dict):
                        case["cleaned"] = valid[value]
                    cases.append(case)
                for value in invalid or []:
                    cases.append({"source": where, "country": country, "value": value, "valid": False})
    return cases


def ukpostcodeparser_cases(folder):
    path = folder / "ukpostcodeparser" / "test" / "parser.py"
    where = f"{PACKAGES_LABEL['UkPostcodeParser']}: ukpostcodeparser/test/parser.py (strict, incode mandatory)"
    cases = []
    for node in ast.walk(ast.parse(path.read_text())):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                and node.func.attr == "run_parser"):
            continue
        keywords = {keyword.arg: keyword.value for keyword in node.keywords}
        if not (evaluate(keywords["strict"]) and evaluate(keywords["incode_mandatory"])):
            continue
        expected = keywords["expected"]
        case = {"source": where, "country": "GB", "value": evaluate(keywords["postcode"]),
                "valid": not isinstance(expected, ast.Name)}
        if case["valid"]:
            case["cleaned"] = " ".join(evaluate(expected))
        cases.append(case)
    return cases


def postal_codes_tools_cases(folder):
    path = folder / "postal_codes_tools" / "tests" / "test_formats.py"
    where = f"{PACKAGES_LABEL['postal-codes-tools']}: postal_codes_tools/tests/test_formats.py"
    cases = []
    for node in ast.walk(ast.parse(path.read_text())):
        # assert verify_postal_code_format(postal_code=..., country_iso2=...) is True / is False
        if not (isinstance(node, ast.Compare) and isinstance(node.left, ast.Call)
                and called_name(node.left) == "verify_postal_code_format"):
            continue
        keywords = {keyword.arg: evaluate(keyword.value) for keyword in node.left.keywords}
        code, country = keywords["postal_code"], keywords["country_iso2"]
        valid = evaluate(node.comparators[0])
        if not isinstance(code, str) or not code:
            continue
        if country in COUNTRIES:
            cases.append({"source": where, "country": country, "value": code, "valid": valid})
        if valid:
            cases.append({"source": f"{where} (country {country}, as any country)", "country": "any",
                          "value": code, "valid": True})
    return cases


def django_url_cases(folder):
    path = folder / "tests" / "validators" / "tests.py"
    tree = ast.parse(path.read_text())
    lists = {}
    for statement in tree.body:
        if isinstance(statement, ast.Assign) and isinstance(statement.targets[0], ast.Name):
            name = statement.targets[0].id
            if name in ("VALID_URLS", "INVALID_URLS", "EXTENDED_SCHEMES"):
                lists[name] = evaluate(statement.value)
    where = f"{PACKAGES_LABEL['django']}: tests/validators/tests.py"
    default = {"schemes": ["http", "https", "ftp", "ftps"], "allowLocalhost": True, "allowIPAddress": True}
    cases = []
    for valid, name in ((True, "VALID_URLS"), (False, "INVALID_URLS")):
        for value in lists[name]:
            if isinstance(value, str):
                cases.append({"source": f"{where} ({name})", "options": default, "value": value, "valid": valid})
    # The cases of URLValidator(EXTENDED_SCHEMES) in TEST_DATA.
    extended = dict(default, schemes=lists["EXTENDED_SCHEMES"])
    for node in ast.walk(tree):
        if isinstance(node, ast.Tuple) and len(node.elts) == 3 and isinstance(node.elts[0], ast.Call) \
                and called_name(node.elts[0]) == "URLValidator" and node.elts[0].args:
            value = evaluate(node.elts[1])
            valid = isinstance(node.elts[2], ast.Constant) and node.elts[2].value is None
            cases.append({"source": f"{where} (URLValidator(EXTENDED_SCHEMES))", "options": extended,
                          "value": value, "valid": valid})
    return cases


def validators_url_cases(folder):
    path = folder / "tests" / "test_url.py"
    tree = ast.parse(path.read_text())
    where = f"{PACKAGES_LABEL['validators']}: tests/test_url.py"
    schemes = ["file", "ftp", "ftps", "git", "http", "https", "irc", "rtmp", "rtmps", "rtsp", "sftp", "ssh",
               "telnet"]
    options = {"schemes": schemes, "allowLocalhost": False, "allowIPAddress": True}
    cases = []
    for function in tree.body:
        if not isinstance(function, ast.FunctionDef):
            continue
        for decorator in function.decorator_list:
            if not (isinstance(decorator, ast.Call) and called_name(decorator) == "parametrize"):
                continue
            if evaluate(decorator.args[0]) != "value":
                continue  # the cases with a `private` argument test an option this rule does not have
            valid = "true" in function.name or "returns_string" in function.name
            for value in evaluate(decorator.args[1]):
                cases.append({"source": f"{where} ({function.name})", "options": options, "value": value,
                              "valid": valid})
    return cases


def dumps(document):
    """The document as JSON with one case per line, so that a change to a case is a one-line diff."""
    lines = ['{"generatedBy": ' + json.dumps(document["generatedBy"], ensure_ascii=False) + ',', ' "cases": [']
    cases = document["cases"]
    for index, case in enumerate(cases):
        lines.append("  " + json.dumps(case, ensure_ascii=False) + ("," if index < len(cases) - 1 else ""))
    lines.append(" ]}")
    return "\n".join(lines) + "\n"


PACKAGES_LABEL = {name: f"{name} {version} (PyPI sdist)" for name, version in PACKAGES.items()}


def main():
    with tempfile.TemporaryDirectory() as temp:
        folders = download(pathlib.Path(temp))
        postal = localflavor_cases(folders["django-localflavor"]) \
            + ukpostcodeparser_cases(folders["UkPostcodeParser"]) \
            + postal_codes_tools_cases(folders["postal-codes-tools"])
        urls = django_url_cases(folders["django"]) + validators_url_cases(folders["validators"])
    OUT.mkdir(parents=True, exist_ok=True)
    header = "Collected by scripts/reference/collect.py from " + ", ".join(PACKAGES_LABEL.values())
    for name, cases in (("postal-codes.json", postal), ("urls.json", urls)):
        document = {"generatedBy": header, "cases": cases}
        (OUT / name).write_text(dumps(document))
        print(f"{name}: {len(cases)} cases")


if __name__ == "__main__":
    main()
