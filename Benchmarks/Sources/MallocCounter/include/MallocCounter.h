#ifndef MALLOC_COUNTER_H
#define MALLOC_COUNTER_H

/// The number of heap allocations (malloc, calloc, realloc, posix_memalign, aligned_alloc, memalign) this
/// process made so far, on every thread. Always 0 where the counter cannot interpose (not glibc).
long malloc_counter_allocations(void);

#endif
