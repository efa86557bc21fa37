// An LD_PRELOAD shim that counts calls to malloc, realloc and posix_memalign (calloc is left alone: dlsym uses it
// while this shim looks up the real functions). The measured program reads the count through get_alloc_count().
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stddef.h>
static void *(*real_malloc)(size_t) = 0;
static void *(*real_calloc)(size_t,size_t) = 0;
static void *(*real_realloc)(void*,size_t) = 0;
static int (*real_memalign)(void**,size_t,size_t) = 0;
volatile long alloc_count = 0;
void *malloc(size_t n){ if(!real_malloc) real_malloc=dlsym(RTLD_NEXT,"malloc"); alloc_count++; return real_malloc(n);}
void *realloc(void*p,size_t n){ if(!real_realloc) real_realloc=dlsym(RTLD_NEXT,"realloc"); alloc_count++; return real_realloc(p,n);}
int posix_memalign(void**p,size_t a,size_t n){ if(!real_memalign) real_memalign=dlsym(RTLD_NEXT,"posix_memalign"); alloc_count++; return real_memalign(p,a,n);}
long get_alloc_count(void){return alloc_count;}
