"""The benchmark's pydantic peer: the five-field signup of signup-records.form.json as a pydantic v2 user writes it.

Reads one JSON object per line on standard input and writes one JSON line per record, as `formcheck form` does:
{"valid": true, "values": {...}} without the password, or {"errors": [...], "valid": false}. Exits 1 when any
record was invalid. Run by the benchmark (`./scripts/benchmark --only records`) from the virtual environment the
script makes, with pydantic and email-validator at the versions it pins.
"""

import json
import sys
from typing import Annotated, Literal

from pydantic import BaseModel, EmailStr, Field, SecretStr, StringConstraints, ValidationError, field_validator

Country = Literal["AR", "AU", "BR", "CA", "DE", "ES", "FR", "GB", "IN", "IT", "JP", "MX", "NL", "US"]


class Signup(BaseModel):
    username: Annotated[
        str, StringConstraints(strip_whitespace=True, min_length=3, max_length=20, pattern=r"^[a-z0-9_]+$")
    ]
    email: EmailStr
    password: SecretStr = Field(min_length=8)
    age: Annotated[int, Field(ge=13, le=130)]
    country: Country

    @field_validator("password")
    @classmethod
    def strong_enough(cls, value: SecretStr) -> SecretStr:
        text = value.get_secret_value()
        if not any(character.isupper() for character in text):
            raise ValueError("must contain an uppercase letter")
        if not any(character.isdigit() for character in text):
            raise ValueError("must contain a digit")
        return value


def main() -> int:
    any_invalid = False
    write = sys.stdout.write
    for line in sys.stdin.buffer:
        try:
            signup = Signup.model_validate_json(line)
        except ValidationError as error:
            any_invalid = True
            errors = [
                {"code": item["type"], "field": ".".join(map(str, item["loc"])), "message": item["msg"]}
                for item in error.errors(include_url=False, include_context=False, include_input=False)
            ]
            write(json.dumps({"errors": errors, "valid": False}, separators=(",", ":")) + "\n")
        else:
            write('{"valid":true,"values":' + signup.model_dump_json(exclude={"password"}) + "}\n")
    return 1 if any_invalid else 0


if __name__ == "__main__":
    sys.exit(main())
