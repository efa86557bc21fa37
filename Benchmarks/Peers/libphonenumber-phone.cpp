// The benchmark's libphonenumber peer: what `formcheck phone --country CC` does, with Google's C++ library
// (Debian's libphonenumber-dev). Reads one number per line from standard input, parses it with the region as
// default, and prints `valid<TAB>E.164` when libphonenumber finds it valid for that region, else `invalid`.
// Built and run by ./scripts/benchmark only when the library is installed; never a dependency of the project.
//
//     c++ -O2 -std=c++17 libphonenumber-phone.cpp -lphonenumber -o libphonenumber-phone
//     ./libphonenumber-phone US < numbers.txt > answers.txt
#include <phonenumbers/phonenumberutil.h>

#include <iostream>
#include <string>

int main(int argc, char** argv) {
    if (argc != 2) {
        std::cerr << "usage: libphonenumber-phone REGION < numbers > answers\n";
        return 2;
    }
    const std::string region = argv[1];
    std::ios::sync_with_stdio(false);
    const auto& util = *i18n::phonenumbers::PhoneNumberUtil::GetInstance();
    std::string line, e164, out;
    i18n::phonenumbers::PhoneNumber number;
    bool anyInvalid = false;
    while (std::getline(std::cin, line)) {
        number.Clear();
        const bool valid = util.Parse(line, region, &number) == i18n::phonenumbers::PhoneNumberUtil::NO_PARSING_ERROR
            && util.IsValidNumberForRegion(number, region);
        if (valid) {
            util.Format(number, i18n::phonenumbers::PhoneNumberUtil::E164, &e164);
            out += "valid\t";
            out += e164;
            out += '\n';
        } else {
            out += "invalid\n";
            anyInvalid = true;
        }
        if (out.size() > (1 << 16)) {
            std::cout << out;
            out.clear();
        }
    }
    std::cout << out;
    return anyInvalid ? 1 : 0;
}
