#ifndef CFUZZER_H
#define CFUZZER_H

#include <stddef.h>
#include <stdint.h>

/// libFuzzer's driver (compiler-rt `FuzzerInterface.h`): parses libFuzzer's flags from argc/argv and runs
/// `callback` on each input. The fuzz targets' `main` calls it, because SwiftPM gives every executable its own
/// entry point, so libFuzzer's `main` cannot be the one.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
