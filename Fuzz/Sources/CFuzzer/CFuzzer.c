// The declaration in include/CFuzzer.h is all this target offers; libFuzzer, linked by -sanitize=fuzzer, defines it.
#include "CFuzzer.h"
