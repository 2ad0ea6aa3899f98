/* The CPU target's runtime. Matmul kernels: C += A @ B on MLIR strided memref descriptors, through
 * OpenBLAS's cblas_?gemm. MLIR passes each memref as a pointer to its descriptor because the
 * declarations carry `llvm.emit_c_interface`. Views whose layout BLAS cannot describe (neither
 * dimension contiguous) take the plain loop. Also memrefCopy, which finalize-memref-to-llvm calls
 * for a memref.copy of non-contiguous views (MLIR's own is in libmlir_c_runner_utils, which a
 * built lib.so must not need). And the allocator the program's buffers come from. */
#include <immintrin.h>
#include <pthread.h>
#include <sched.h>
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* MLIR memref descriptors of rank 2 and 3: the layout is defined once, in contract/descriptor.py. */
typedef struct { float *alloc, *data; int64_t offset, sizes[2], strides[2]; } F2;
typedef struct { float *alloc, *data; int64_t offset, sizes[3], strides[3]; } F3;
typedef struct { double *alloc, *data; int64_t offset, sizes[2], strides[2]; } D2;
typedef struct { double *alloc, *data; int64_t offset, sizes[3], strides[3]; } D3;

enum { RowMajor = 101, NoTrans = 111, Trans = 112 };
int scipy_openblas_get_num_threads(void);
void scipy_openblas_set_num_threads(int);
void scipy_cblas_sgemm(int, int, int, int, int, int, float, const float *, int, const float *, int,
                       float, float *, int);
void scipy_cblas_dgemm(int, int, int, int, int, int, double, const double *, int, const double *,
                       int, double, double *, int);
void scipy_cblas_sgemv(int, int, int, int, float, const float *, int, const float *, int, float, float *, int);
void scipy_cblas_dgemv(int, int, int, int, double, const double *, int, const double *, int, double, double *,
                       int);

/* A rows x cols view with element strides (s0, s1) as a row-major BLAS operand: plain (NoTrans)
 * when rows are contiguous, transposed when columns are; `ld` must be at least the row length. */
static int layout(int64_t rows, int64_t cols, int64_t s0, int64_t s1, int *trans, int *ld) {
  int64_t r = rows > 1 ? rows : 1, c = cols > 1 ? cols : 1;
  if (cols == 1 || s1 == 1) {
    int64_t l = rows == 1 ? c : s0;
    if (l >= c) { *trans = NoTrans; *ld = (int)l; return 1; }
  }
  if (rows == 1 || s0 == 1) {
    int64_t l = cols == 1 ? r : s1;
    if (l >= r) { *trans = Trans; *ld = (int)l; return 1; }
  }
  return 0;
}

/* The runtime's threads: one pool runs every product's parallel work, OpenBLAS's included (it hands each
 * multi-threaded call's jobs to `run_jobs`), the skinny products' and the half-precision products' parts. One
 * pool, not OpenBLAS's own beside threads of the runtime: OpenBLAS's idle workers spin for about 0.1 s after
 * each call (OPENBLAS_THREAD_TIMEOUT), against whatever the runtime starts next on a machine of few cores (a
 * 256-token forward on half-precision weights took 628 ms where it takes 386: docs/benchmark-log.md §33).
 * `parallel(jobs, fn, arg)` runs fn(0, arg) on the caller and fn(1..jobs-1, arg) on the pool's workers, all at
 * once (OpenBLAS's jobs wait for each other), and returns when all are done. A worker waits for work spinning
 * for POOL_SPIN pauses (back-to-back products start at once), then asleep. The pool grows to the largest
 * `jobs` asked for; a call from a worker, or while another call runs, starts threads of its own instead. */
typedef void (*pool_fn)(int job, void *arg);
enum { POOL_SPIN = 1 << 16 };
static struct {
  pthread_mutex_t lock;
  pthread_cond_t wake, done;
  pool_fn fn;
  void *arg;
  int workers, jobs, busy;
  unsigned generation;    /* one more for every call: a worker takes jobs of the call it saw start only */
  uint64_t ticket;        /* the call's generation (high half) and its next job (low half), claimed by CAS */
  int remaining;          /* the call's jobs not finished yet */
} pool = {PTHREAD_MUTEX_INITIALIZER, PTHREAD_COND_INITIALIZER, PTHREAD_COND_INITIALIZER};
static __thread int in_pool; /* this thread is one of the pool's workers */

static void *pool_worker(void *unused) {
  (void)unused;
  in_pool = 1;
  unsigned seen = 0;
  for (;;) {
    for (int spin = 0; spin < POOL_SPIN && __atomic_load_n(&pool.generation, __ATOMIC_ACQUIRE) == seen; spin++)
      __builtin_ia32_pause();
    pthread_mutex_lock(&pool.lock);
    while (pool.generation == seen) pthread_cond_wait(&pool.wake, &pool.lock);
    seen = pool.generation;
    pool_fn fn = pool.fn;
    void *arg = pool.arg;
    int jobs = pool.jobs;
    pthread_mutex_unlock(&pool.lock);
    for (;;) {
      uint64_t t = __atomic_load_n(&pool.ticket, __ATOMIC_ACQUIRE);
      do {
        if ((unsigned)(t >> 32) != seen || (int)(uint32_t)t >= jobs) goto idle;
      } while (!__atomic_compare_exchange_n(&pool.ticket, &t, t + 1, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE));
      fn((int)(uint32_t)t, arg);
      if (__atomic_sub_fetch(&pool.remaining, 1, __ATOMIC_ACQ_REL) == 0) {
        pthread_mutex_lock(&pool.lock);
        pthread_cond_signal(&pool.done);
        pthread_mutex_unlock(&pool.lock);
      }
    }
  idle:;
  }
  return NULL;
}

typedef struct { pool_fn fn; void *arg; int job; } pool_call;
static void *pool_call_run(void *p) {
  pool_call *c = p;
  c->fn(c->job, c->arg);
  return NULL;
}

/* Jobs 1..jobs-1 on threads started for this call (a nested call, or the pool busy or unable to grow). */
static void parallel_own_threads(int jobs, pool_fn fn, void *arg) {
  pool_call *call = malloc(sizeof *call * (size_t)jobs);
  pthread_t *thread = malloc(sizeof *thread * (size_t)jobs);
  if (!call || !thread) {
    fputs("gpt2-mlir runtime: no memory to start a product's threads\n", stderr);
    abort();
  }
  for (int i = 1; i < jobs; i++) {
    call[i] = (pool_call){fn, arg, i};
    for (int tries = 0; pthread_create(&thread[i], NULL, pool_call_run, &call[i]) != 0; tries++) {
      if (tries == 100) { /* the jobs may wait for each other: none can run without the others */
        fputs("gpt2-mlir runtime: cannot start a thread for a product (set GPT2_MLIR_BLAS_THREADS=1)\n", stderr);
        abort();
      }
      sched_yield();
    }
  }
  fn(0, arg);
  for (int i = 1; i < jobs; i++) pthread_join(thread[i], NULL);
  free(call);
  free(thread);
}

static void parallel(int jobs, pool_fn fn, void *arg) {
  if (jobs <= 1) {
    if (jobs == 1) fn(0, arg);
    return;
  }
  pthread_mutex_lock(&pool.lock);
  int mine = !in_pool && !pool.busy;
  while (mine && pool.workers < jobs - 1) {
    pthread_t t;
    if (pthread_create(&t, NULL, pool_worker, NULL) != 0) { mine = 0; break; }
    pthread_detach(t);
    pool.workers++;
  }
  if (!mine) {
    pthread_mutex_unlock(&pool.lock);
    parallel_own_threads(jobs, fn, arg);
    return;
  }
  pool.busy = 1;
  pool.fn = fn;
  pool.arg = arg;
  pool.jobs = jobs;
  __atomic_store_n(&pool.remaining, jobs - 1, __ATOMIC_RELAXED);
  unsigned generation = pool.generation + 1;
  __atomic_store_n(&pool.ticket, (uint64_t)generation << 32 | 1, __ATOMIC_RELEASE);
  __atomic_store_n(&pool.generation, generation, __ATOMIC_RELEASE);
  pthread_cond_broadcast(&pool.wake);
  pthread_mutex_unlock(&pool.lock);
  fn(0, arg);
  for (int spin = 0; spin < POOL_SPIN && __atomic_load_n(&pool.remaining, __ATOMIC_ACQUIRE); spin++)
    __builtin_ia32_pause();
  pthread_mutex_lock(&pool.lock);
  while (__atomic_load_n(&pool.remaining, __ATOMIC_ACQUIRE)) pthread_cond_wait(&pool.done, &pool.lock);
  pool.busy = 0;
  pthread_mutex_unlock(&pool.lock);
}

/* OpenBLAS's multi-threaded calls: its jobs, each `size` bytes of `data`, on the pool. */
typedef void (*blas_job)(int thread, void *data, int arg);
void scipy_openblas_set_threads_callback_function(void (*)(int, blas_job, int, size_t, void *, int));
typedef struct { blas_job job; char *data; size_t size; int arg; } blas_jobs;
static void blas_job_run(int job, void *p) {
  blas_jobs *j = p;
  j->job(job, j->data + job * j->size, j->arg);
}
static void run_jobs(int sync, blas_job job, int jobs, size_t size, void *data, int arg) {
  (void)sync; /* (every call is waited for) */
  blas_jobs all = {job, data, size, arg};
  parallel(jobs, blas_job_run, &all);
}
__attribute__((constructor)) static void own_blas_threads(void) {
  scipy_openblas_set_threads_callback_function(run_jobs);
}

/* OpenBLAS threads per product, chosen on purpose: a product with few rows (or columns) is
 * matrix-vector work, bound by memory, where more threads cost more than they save and spin against
 * any busy core (decoding on a shared 2-core machine went from ~50 to ~1,850 ms per token); larger
 * products use `many_threads`. The loader (launcher/cpu_run.py) sets these from the machine and
 * the user's settings; 0 leaves OpenBLAS's own count. The count is global to OpenBLAS, so it is
 * only changed when a product wants another one. */
static int few_rows = 4, few_threads = 1, many_threads = 0;

void gpt2_mlir_blas_threads(int rows, int few, int many) {
  few_rows = rows; few_threads = few; many_threads = many;
}

static void use_threads(int64_t m, int64_t n) {
  int want = (m <= few_rows || n <= few_rows) ? few_threads : many_threads;
  if (want > 0 && scipy_openblas_get_num_threads() != want) scipy_openblas_set_num_threads(want);
}

/* One row of A (m = 1) or one column of B (n = 1): matrix-vector work, as every product of a decoding
 * step is. ?gemm would pack the whole matrix into its own buffers first, reading the weights twice
 * and writing them once (a 124M step ran at 8 GB/s); ?gemv streams the matrix once. Both cases are
 * y[j] += sum_p x[p] M[p, j] over a k x n matrix M with element strides (s0, s1): a column of B is
 * the row case of B^T A^T. The vectors may have any positive stride; M must be a BLAS layout. */
#define GEMV(NAME, T, BLAS)                                                                    \
  static int NAME##_row(T *x, int64_t incx, T *mat, int64_t s0, int64_t s1, int64_t k, int64_t n,  \
                        T *y, int64_t incy) {                                                  \
    int t, ld;                                                                                 \
    if (n < 2 || incx <= 0 || incy <= 0 || !layout(k, n, s0, s1, &t, &ld)) return 0;          \
    use_threads(1, n);                                                                         \
    if (t == NoTrans) BLAS(RowMajor, Trans, (int)k, (int)n, 1, mat, ld, x, (int)incx, 1, y, (int)incy); \
    else BLAS(RowMajor, NoTrans, (int)n, (int)k, 1, mat, ld, x, (int)incx, 1, y, (int)incy);   \
    return 1;                                                                                  \
  }                                                                                            \
  static int NAME(T *a, const int64_t *as, T *b, const int64_t *bs, T *c, const int64_t *cs,     \
                  int64_t m, int64_t n, int64_t k) {                                           \
    return (m == 1 && NAME##_row(a, as[1], b, bs[0], bs[1], k, n, c, cs[1])) ||                \
           (n == 1 && NAME##_row(b, bs[0], a, as[1], as[0], k, m, c, cs[0]));                  \
  }

GEMV(gemv_f32, float, scipy_cblas_sgemv)
GEMV(gemv_f64, double, scipy_cblas_dgemv)

/* A few rows of A (2 to SKINNY_ROWS: a batch's decoding step). sgemm packs all of B into its own
 * buffers first, which for a batch of a few sequences costs more than the product (docs/benchmark-log.md
 * §31); here B is streamed once. rows: B's rows contiguous, in blocks of 64 rows x 512 columns (copied
 * 2 KB a row, so memory is read in long runs, then in L2 while every row of A passes over them), 4 rows
 * x 16 columns of C held in registers along a block; cols: B^T's rows contiguous (x @ w.T, the head),
 * m dot products per row of B^T, which stays in L1. Compiled for the baseline and for AVX2 + FMA, as
 * the half kernels below. */
enum { SKINNY_ROWS = 16, SKINNY_COLS = 512, SKINNY_DEPTH = 64 };
typedef float v8s __attribute__((vector_size(32)));
#define SKINNY(SUFFIX, ATTR)                                                                             \
  static ATTR void skinny_rows##SUFFIX(const float *a, int64_t as0, int64_t as1, const float *b, int64_t s0, \
                                       int64_t m, int64_t k, int64_t lo, int64_t n, float *c, int64_t cs0) { \
    float pack[SKINNY_DEPTH * SKINNY_COLS]; /* the block, copied row by row: memory read in long runs */ \
    const float *b_all = b;                                                                              \
    for (int64_t j0 = lo; j0 < n; j0 += SKINNY_COLS)                                                     \
      for (int64_t p0 = 0; p0 < k; p0 += SKINNY_DEPTH) {                                                 \
        int64_t j1 = j0 + SKINNY_COLS < n ? j0 + SKINNY_COLS : n, p1 = p0 + SKINNY_DEPTH < k ? p0 + SKINNY_DEPTH : k; \
        for (int64_t p = p0; p < p1; p++)                                                                \
          memcpy(pack + (p - p0) * SKINNY_COLS, b_all + p * s0 + j0, (size_t)(j1 - j0) * sizeof(float)); \
        const float *b = pack - p0 * SKINNY_COLS - j0; /* B[p, j] at b[p * SKINNY_COLS + j] */          \
        for (int64_t i = 0; i < m; i += 4) {                                                             \
          int rows = m - i < 4 ? (int)(m - i) : 4;                                                       \
          const float *x[4];                                                                             \
          for (int r = 0; r < 4; r++) x[r] = a + (i + (r < rows ? r : 0)) * as0;                         \
          int64_t j = j0;                                                                                \
          for (; j + 16 <= j1; j += 16) { /* 4 rows x 16 columns of C in registers along the block's depth */ \
            v8s acc[8], b0, b1;                                                                          \
            for (int r = 0; r < 8; r++) memcpy(&acc[r], c + (i + (r / 2 < rows ? r / 2 : 0)) * cs0 + j + 8 * (r % 2), sizeof b0); \
            for (int64_t p = p0; p < p1; p++) {                                                          \
              memcpy(&b0, b + p * SKINNY_COLS + j, sizeof b0);                                                    \
              memcpy(&b1, b + p * SKINNY_COLS + j + 8, sizeof b1);                                                \
              float x0 = x[0][p * as1], x1 = x[1][p * as1], x2 = x[2][p * as1], x3 = x[3][p * as1];      \
              acc[0] += x0 * b0; acc[1] += x0 * b1; acc[2] += x1 * b0; acc[3] += x1 * b1;                \
              acc[4] += x2 * b0; acc[5] += x2 * b1; acc[6] += x3 * b0; acc[7] += x3 * b1;                \
            }                                                                                            \
            for (int r = 0; r < 2 * rows; r++) memcpy(c + (i + r / 2) * cs0 + j + 8 * (r % 2), &acc[r], sizeof b0); \
          }                                                                                              \
          for (; j < j1; j++) /* the block's last columns, one at a time */                              \
            for (int r = 0; r < rows; r++) {                                                             \
              float sum = 0;                                                                             \
              for (int64_t p = p0; p < p1; p++) sum += x[r][p * as1] * b[p * SKINNY_COLS + j];                    \
              c[(i + r) * cs0 + j] += sum;                                                               \
            }                                                                                            \
        }                                                                                                \
      }                                                                                                  \
  }                                                                                                      \
  static ATTR void skinny_cols##SUFFIX(const float *a, int64_t as0, const float *bt, int64_t s1,          \
                                       int64_t m, int64_t k, int64_t lo, int64_t n, float *c, int64_t cs0, \
                                       int64_t cs1) {                                                    \
    for (int64_t j = lo; j < n; j++) {                                                                   \
      const float *row = bt + j * s1;                                                                    \
      for (int64_t i = 0; i < m; i++) {                                                                  \
        const float *x = a + i * as0;                                                                    \
        v8s acc = {0}, acc1 = {0}, xv, x1, bv, b1;                                                       \
        int64_t p = 0;                                                                                   \
        for (; p + 16 <= k; p += 16) {                                                                   \
          memcpy(&xv, x + p, sizeof xv); memcpy(&bv, row + p, sizeof bv);                                \
          memcpy(&x1, x + p + 8, sizeof x1); memcpy(&b1, row + p + 8, sizeof b1);                        \
          acc += xv * bv;                                                                                \
          acc1 += x1 * b1;                                                                               \
        }                                                                                                \
        acc += acc1;                                                                                     \
        float sum = ((acc[0] + acc[4]) + (acc[1] + acc[5])) + ((acc[2] + acc[6]) + (acc[3] + acc[7]));   \
        for (; p < k; p++) sum += x[p] * row[p];                                                         \
        c[i * cs0 + j * cs1] += sum;                                                                     \
      }                                                                                                  \
    }                                                                                                    \
  }

SKINNY(_base, __attribute__((optimize("O3"))))
SKINNY(_avx2, __attribute__((target("avx2,fma"), optimize("O3"))))

static int avx2_fma(void) {
  static int known = -1;
  if (known < 0) {
    __builtin_cpu_init();
    known = __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma");
  }
  return known;
}

/* One skinny product over columns [lo, hi) of B and C: a thread's share. */
typedef struct {
  float *a, *b, *c;
  const int64_t *as, *bs, *cs;
  int64_t m, k, lo, hi;
  int rows; /* B's rows contiguous (skinny_rows), else B^T's (skinny_cols) */
} skinny_part;

static void skinny_run(int job, void *arg) {
  skinny_part *t = (skinny_part *)arg + job;
  if (t->rows)
    (avx2_fma() ? skinny_rows_avx2 : skinny_rows_base)(t->a, t->as[0], t->as[1], t->b, t->bs[0], t->m, t->k, t->lo,
                                                      t->hi, t->c, t->cs[0]);
  else
    (avx2_fma() ? skinny_cols_avx2 : skinny_cols_base)(t->a, t->as[0], t->b, t->bs[1], t->m, t->k, t->lo, t->hi,
                                                      t->c, t->cs[0], t->cs[1]);
}

/* Two rows or more make the product compute-bound: it is split by columns over many_threads threads
 * (the loader's count for large products), started per product and joined. */
static int skinny_f32(float *a, const int64_t *as, float *b, const int64_t *bs, float *c, const int64_t *cs,
                      int64_t m, int64_t n, int64_t k) {
  enum { MAX_PARTS = 16 };
  if (m < 2 || m > SKINNY_ROWS || n < 2) return 0;
  int rows = bs[1] == 1 && cs[1] == 1; /* (a degenerate k = 1 can read as both: the first that fits) */
  if (!rows && !(bs[0] == 1 && as[1] == 1)) return 0;
  int parts = many_threads > 1 ? many_threads : 1;
  parts = parts > MAX_PARTS ? MAX_PARTS : parts;
  int64_t step = ((n + parts - 1) / parts + SKINNY_COLS - 1) / SKINNY_COLS * SKINNY_COLS; /* whole blocks */
  skinny_part part[MAX_PARTS];
  int used = 0;
  for (int64_t lo = 0; lo < n; lo += step, used++)
    part[used] = (skinny_part){a, b, c, as, bs, cs, m, k, lo, lo + step < n ? lo + step : n, rows};
  parallel(used, skinny_run, part);
  return 1;
}
static int skinny_f64(double *a, const int64_t *as, double *b, const int64_t *bs, double *c, const int64_t *cs,
                      int64_t m, int64_t n, int64_t k) {
  (void)a; (void)as; (void)b; (void)bs; (void)c; (void)cs; (void)m; (void)n; (void)k;
  return 0;  /* float64 products keep ?gemm */
}

#define GEMM(NAME, T, GEMV, SKINNY, BLAS)                                                      \
  static void NAME(T *a, const int64_t *as, T *b, const int64_t *bs, T *c, const int64_t *cs,    \
                   int64_t m, int64_t n, int64_t k) {                                          \
    int ta, tb, tc, lda, ldb, ldc;                                                             \
    if (k && (GEMV(a, as, b, bs, c, cs, m, n, k) || SKINNY(a, as, b, bs, c, cs, m, n, k))) return; \
    if (m && n && k && layout(m, k, as[0], as[1], &ta, &lda) &&                                \
        layout(k, n, bs[0], bs[1], &tb, &ldb) && layout(m, n, cs[0], cs[1], &tc, &ldc) &&      \
        tc == NoTrans) {                                                                       \
      use_threads(m, n);                                                                       \
      BLAS(RowMajor, ta, tb, (int)m, (int)n, (int)k, 1, a, lda, b, ldb, 1, c, ldc);            \
      return;                                                                                  \
    }                                                                                          \
    for (int64_t i = 0; i < m; i++)                                                            \
      for (int64_t j = 0; j < n; j++) {                                                        \
        T acc = 0;                                                                             \
        for (int64_t p = 0; p < k; p++) acc += a[i * as[0] + p * as[1]] * b[p * bs[0] + j * bs[1]]; \
        c[i * cs[0] + j * cs[1]] += acc;                                                       \
      }                                                                                        \
  }

GEMM(gemm_f32, float, gemv_f32, skinny_f32, scipy_cblas_sgemm)
GEMM(gemm_f64, double, gemv_f64, skinny_f64, scipy_cblas_dgemm)

void _mlir_ciface_blas_matmul_2d_f32(F2 *a, F2 *b, F2 *c) {
  gemm_f32(a->data + a->offset, a->strides, b->data + b->offset, b->strides, c->data + c->offset,
           c->strides, a->sizes[0], b->sizes[1], a->sizes[1]);
}
void _mlir_ciface_blas_matmul_2d_f64(D2 *a, D2 *b, D2 *c) {
  gemm_f64(a->data + a->offset, a->strides, b->data + b->offset, b->strides, c->data + c->offset,
           c->strides, a->sizes[0], b->sizes[1], a->sizes[1]);
}
void _mlir_ciface_blas_matmul_3d_f32(F3 *a, F3 *b, F3 *c) {
  for (int64_t i = 0; i < a->sizes[0]; i++)
    gemm_f32(a->data + a->offset + i * a->strides[0], a->strides + 1,
             b->data + b->offset + i * b->strides[0], b->strides + 1,
             c->data + c->offset + i * c->strides[0], c->strides + 1, a->sizes[1], b->sizes[2], a->sizes[2]);
}
void _mlir_ciface_blas_matmul_3d_f64(D3 *a, D3 *b, D3 *c) {
  for (int64_t i = 0; i < a->sizes[0]; i++)
    gemm_f64(a->data + a->offset + i * a->strides[0], a->strides + 1,
             b->data + b->offset + i * b->strides[0], b->strides + 1,
             c->data + c->offset + i * c->strides[0], c->strides + 1, a->sizes[1], b->sizes[2], a->sizes[2]);
}

/* Products whose B is half precision (weights stored in float16 or bfloat16): C += A @ B with A and C
 * float32 and B's elements widened exactly as they are read. OpenBLAS has no such product: one row of A (a
 * decoding step) takes the half GEMVs below, which widen B in registers; more rows take sgemm on tiles of B
 * widened into a per-thread scratch that stays in cache (gemm_half). Memory is read at B's 2 bytes an
 * element either way. */
typedef struct { uint16_t *alloc, *data; int64_t offset, sizes[2], strides[2]; } H2;
static inline float from_bf16(uint16_t h) {
  uint32_t u = (uint32_t)h << 16;
  float f;
  memcpy(&f, &u, 4);
  return f;
}

/* float16 -> float32: the magnitude's bits moved into float32's fields, scaled by 2^112 to rebias the
 * exponent (15 -> 127; subnormals come out normal), Inf and NaN given float32's all-ones exponent. */
static inline float from_f16(uint16_t h) {
  uint32_t mag = h & 0x7fffu, u = mag << 13, sign = (uint32_t)(h & 0x8000u) << 16;
  float f;
  memcpy(&f, &u, 4);
  f *= 0x1p112f;
  memcpy(&u, &f, 4);
  u = mag >= 0x7c00u ? 0x7f800000u | (mag & 0x3ffu) << 13 : u;
  u |= sign;
  memcpy(&f, &u, 4);
  return f;
}

static float *scratch(size_t floats) {
  static __thread float *buffer;
  static __thread size_t capacity;
  if (floats > capacity) {
    free(buffer);
    buffer = malloc(floats * sizeof(float));
    capacity = buffer ? floats : 0;
  }
  return buffer;
}

/* One row of A (a decoding step's products, the head): widened and multiplied in one pass over B, so B is
 * read once at 2 bytes an element and never stored widened. The kernels are written once on 16-lane vectors
 * (GCC's vector extensions) and compiled three times: for the baseline x86-64 (float16 widened in integer
 * lanes, as from_f16), for AVX2 + FMA + F16C (two vcvtph2ps a vector) and for AVX-512 (one); `half_isa()`
 * picks the widest the CPU has, by feature (a virtual CPU may report no model). A single core's loads are
 * bound by how many cache misses it keeps in flight, not by the arithmetic (docs/benchmark-log.md §33):
 * rows: y[0:n] += sum_p x[p] B[p, 0:n], B's rows contiguous, 16 rows of B a pass (y loaded and stored a
 * sixteenth as often), 32 columns (a cache line of each row) a step, each step prefetching the same line of
 * the next pass's rows, which the hardware's prefetcher, following 16 short runs, fetches too late; cols:
 * y[j] += B[j, 0:k] . x, B^T's rows contiguous (the head), four chains of FMAs in flight. */
#pragma GCC diagnostic ignored "-Wpsabi" /* 64-byte vectors pass between inlined helpers only */
typedef float v16f __attribute__((vector_size(64)));
typedef uint16_t v16u16 __attribute__((vector_size(32)));
typedef uint32_t v16u32 __attribute__((vector_size(64)));
enum { HALF_ROWS = 16, HALF_STEP = 32 };

/* 16 float16 or bfloat16 at h, widened. bfloat16: the bits shifted up. float16: from_f16 in integer lanes
 * (F16 names the hardware conversion instead: GCC widens a vector of _Float16 lane by lane; BF16 the
 * widening and shift in whole registers, where GCC's generic widening takes halves and inserts). */
#define LOAD16(NAME, ATTR, F16, BF16)                                                                     \
  static inline __attribute__((always_inline)) ATTR v16f NAME(const uint16_t *h, int bf16) {              \
    v16u16 u;                                                                                             \
    memcpy(&u, h, sizeof u);                                                                              \
    v16u32 w = __builtin_convertvector(u, v16u32), bits;                                                  \
    v16f f;                                                                                               \
    if (bf16) {                                                                                           \
      BF16                                                                                                \
      bits = w << 16;                                                                                     \
      memcpy(&f, &bits, sizeof f);                                                                        \
      return f;                                                                                           \
    }                                                                                                     \
    F16                                                                                                   \
    v16u32 mag = w & 0x7fffu, sign = (w & 0x8000u) << 16;                                                 \
    bits = mag << 13;                                                                                     \
    memcpy(&f, &bits, sizeof f);                                                                          \
    f *= 0x1p112f;                                                                                        \
    memcpy(&bits, &f, sizeof f);                                                                          \
    v16u32 special = (v16u32)(mag >= 0x7c00u);                                                            \
    bits = (bits & ~special) | ((0x7f800000u | (mag & 0x3ffu) << 13) & special) | sign;                   \
    memcpy(&f, &bits, sizeof f);                                                                          \
    return f;                                                                                             \
  }                                                                                                       \
  static inline __attribute__((always_inline)) ATTR float NAME##_1(const uint16_t *h, int bf16) {         \
    return bf16 ? from_bf16(*h) : from_f16(*h);                                                           \
  }

#define GEMV_HALF(SUFFIX, ATTR, F16, BF16)                                                                \
  LOAD16(load16##SUFFIX, ATTR, F16, BF16)                                                                 \
  static ATTR void gemv_rows_half##SUFFIX(const float *x, int64_t incx, const uint16_t *b, int64_t s0,     \
                                          int64_t k, int64_t n, float *y, int bf16) {                     \
    int64_t p = 0;                                                                                        \
    for (; p + HALF_ROWS <= k; p += HALF_ROWS) {                                                          \
      const uint16_t *r = b + p * s0;                                                                     \
      float a[HALF_ROWS];                                                                                 \
      for (int q = 0; q < HALF_ROWS; q++) a[q] = x[(p + q) * incx];                                       \
      int64_t ahead = p + 2 * HALF_ROWS <= k ? HALF_ROWS * s0 : 0; /* the next pass's rows, if whole */   \
      int64_t j = 0;                                                                                      \
      for (; j + HALF_STEP <= n; j += HALF_STEP) {                                                        \
        v16f acc0, acc1;                                                                                  \
        memcpy(&acc0, y + j, sizeof acc0);                                                                \
        memcpy(&acc1, y + j + 16, sizeof acc1);                                                           \
        for (int q = 0; q < HALF_ROWS; q++) {                                                             \
          const uint16_t *rq = r + q * s0 + j;                                                            \
          if (ahead) __builtin_prefetch(rq + ahead);                                                      \
          acc0 += a[q] * load16##SUFFIX(rq, bf16);                                                        \
          acc1 += a[q] * load16##SUFFIX(rq + 16, bf16);                                                   \
        }                                                                                                 \
        memcpy(y + j, &acc0, sizeof acc0);                                                                \
        memcpy(y + j + 16, &acc1, sizeof acc1);                                                           \
      }                                                                                                   \
      for (; j < n; j++)                                                                                  \
        for (int q = 0; q < HALF_ROWS; q++) y[j] += a[q] * load16##SUFFIX##_1(r + q * s0 + j, bf16);      \
    }                                                                                                     \
    for (; p < k; p++)                                                                                    \
      for (int64_t j = 0; j < n; j++) y[j] += x[p * incx] * load16##SUFFIX##_1(b + p * s0 + j, bf16);     \
  }                                                                                                       \
  static ATTR void widen##SUFFIX(const uint16_t *h, int64_t s0, int64_t rows, int64_t cols, float *out, int bf16) { \
    for (int64_t i = 0; i < rows; i++) {                                                                  \
      const uint16_t *row = h + i * s0;                                                                   \
      float *o = out + i * cols;                                                                          \
      int64_t j = 0;                                                                                      \
      for (; j + 16 <= cols; j += 16) {                                                                   \
        v16f v = load16##SUFFIX(row + j, bf16);                                                           \
        memcpy(o + j, &v, sizeof v);                                                                      \
      }                                                                                                   \
      for (; j < cols; j++) o[j] = load16##SUFFIX##_1(row + j, bf16);                                     \
    }                                                                                                     \
  }                                                                                                       \
  static ATTR void gemv_cols_half##SUFFIX(const float *x, const uint16_t *b, int64_t s1, int64_t k,        \
                                          int64_t n, float *y, int64_t incy, int bf16) {                  \
    for (int64_t j = 0; j < n; j++) {                                                                     \
      const uint16_t *row = b + j * s1;                                                                   \
      v16f acc[4] = {{0}}, xv;                                                                            \
      int64_t p = 0;                                                                                      \
      for (; p + 64 <= k; p += 64)                                                                        \
        for (int u = 0; u < 4; u++) {                                                                     \
          memcpy(&xv, x + p + 16 * u, sizeof xv);                                                         \
          acc[u] += xv * load16##SUFFIX(row + p + 16 * u, bf16);                                          \
        }                                                                                                 \
      for (; p + 16 <= k; p += 16) {                                                                      \
        memcpy(&xv, x + p, sizeof xv);                                                                    \
        acc[0] += xv * load16##SUFFIX(row + p, bf16);                                                     \
      }                                                                                                   \
      v16f all = (acc[0] + acc[1]) + (acc[2] + acc[3]);                                                   \
      float sum = 0;                                                                                      \
      for (int l = 0; l < 8; l++) sum += all[l] + all[l + 8];                                             \
      for (; p < k; p++) sum += x[p] * load16##SUFFIX##_1(row + p, bf16);                                 \
      y[j * incy] += sum;                                                                                 \
    }                                                                                                     \
  }

GEMV_HALF(_base, __attribute__((optimize("O3"), flatten)), , )
GEMV_HALF(_avx2, __attribute__((target("avx2,fma,f16c"), optimize("O3"), flatten)),
          { __m128i raw[2]; memcpy(raw, h, sizeof raw); __m256 wide[2];
            wide[0] = _mm256_cvtph_ps(raw[0]); wide[1] = _mm256_cvtph_ps(raw[1]); memcpy(&f, wide, sizeof f); return f; },
          { __m128i raw[2]; memcpy(raw, h, sizeof raw); __m256i wide[2];
            wide[0] = _mm256_slli_epi32(_mm256_cvtepu16_epi32(raw[0]), 16);
            wide[1] = _mm256_slli_epi32(_mm256_cvtepu16_epi32(raw[1]), 16); memcpy(&f, wide, sizeof f); return f; })
GEMV_HALF(_avx512, __attribute__((target("avx512f,avx2,fma,f16c"), optimize("O3"), flatten)),
          { __m256i raw; memcpy(&raw, h, sizeof raw); __m512 wide = _mm512_cvtph_ps(raw); memcpy(&f, &wide, sizeof f); return f; },
          { __m256i raw; memcpy(&raw, h, sizeof raw);
            __m512i wide = _mm512_slli_epi32(_mm512_cvtepu16_epi32(raw), 16); memcpy(&f, &wide, sizeof f); return f; })

/* The widest clone this CPU runs (2: AVX-512, 1: AVX2 + FMA + F16C, 0: the baseline), at most `half_cap`. */
static int half_cap = 2;
static int half_isa(void) {
  static int known = -1;
  if (known < 0) {
    __builtin_cpu_init();
    int avx2 = __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma") && __builtin_cpu_supports("f16c");
    known = avx2 && __builtin_cpu_supports("avx512f") ? 2 : avx2;
  }
  return known < half_cap ? known : half_cap;
}

/* Caps the clone the half kernels use at `cap` (cap < 0 leaves it) and returns the one they now use: the
 * tests run every clone this CPU has against the others. */
int gpt2_mlir_half_clone(int cap) {
  if (cap >= 0) half_cap = cap;
  return half_isa();
}

/* Each call site passes bf16 as a constant: it gets the kernel specialised for its type. */
#define HALF_CALL(KERNEL, BF16, ...)                                                                       \
  switch (half_isa()) {                                                                                  \
    case 2: BF16 ? KERNEL##_avx512(__VA_ARGS__, 1) : KERNEL##_avx512(__VA_ARGS__, 0); break;             \
    case 1: BF16 ? KERNEL##_avx2(__VA_ARGS__, 1) : KERNEL##_avx2(__VA_ARGS__, 0); break;                 \
    default: BF16 ? KERNEL##_base(__VA_ARGS__, 1) : KERNEL##_base(__VA_ARGS__, 0);                       \
  }

/* rows x cols of a half matrix with element strides (s0, 1) into `out`, row-major (a tile for sgemm). */
static void widen(const uint16_t *h, int64_t s0, int64_t rows, int64_t cols, int bf16, float *out) {
  HALF_CALL(widen, bf16, h, s0, rows, cols, out)
}
static void gemv_rows_half(const float *x, int64_t incx, const uint16_t *b, int64_t s0, int64_t k, int64_t n,
                           float *y, int bf16) {
  HALF_CALL(gemv_rows_half, bf16, x, incx, b, s0, k, n, y)
}
static void gemv_cols_half(const float *x, const uint16_t *b, int64_t s1, int64_t k, int64_t n, float *y,
                           int64_t incy, int bf16) {
  HALF_CALL(gemv_cols_half, bf16, x, b, s1, k, n, y, incy)
}

/* C[:, lo:hi] += A @ B[:, lo:hi], B's elements widened one by one: for views BLAS cannot take. */
static void half_loop(const float *a, const int64_t *as, const uint16_t *b, const int64_t *bs, float *c,
                      const int64_t *cs, int64_t m, int64_t lo, int64_t hi, int64_t k, int bf16) {
  for (int64_t i = 0; i < m; i++)
    for (int64_t j = lo; j < hi; j++) {
      float acc = 0;
      for (int64_t p = 0; p < k; p++) {
        uint16_t h = b[p * bs[0] + j * bs[1]];
        acc += a[i * as[0] + p * as[1]] * (bf16 ? from_bf16(h) : from_f16(h));
      }
      c[i * cs[0] + j * cs[1]] += acc;
    }
}

/* Two rows of A or more (a prompt, a batch): C's columns are split over many_threads threads in whole
 * tiles. Each thread widens tiles of B into its own scratch and multiplies each by sgemm on one OpenBLAS
 * thread, so every core widens. Each sgemm call packs all of A again: for a few rows of A that is nothing, and
 * a tile small enough to stay in L2 (HALF_TILE_BYTES in float32, HALF_TILE_DEPTH rows of B deep) is read back
 * from there; for many rows (more than HALF_FEW_ROWS) A's copies would cost more than L2 saves, and a tile is
 * as large as a cache the cores share holds well (HALF_WIDE_BYTES, HALF_WIDE_DEPTH deep): docs/benchmark-log.md
 * §33. B's rows contiguous: a tile is B[p0:p1, j0:j1]; B = W^T: W[j0:j1, p0:p1]. */
enum { HALF_FEW_ROWS = 64, HALF_TILE_BYTES = 512 << 10, HALF_TILE_DEPTH = 256, HALF_WIDE_BYTES = 8 << 20,
       HALF_WIDE_DEPTH = 768 };
typedef struct {
  const float *a;
  const uint16_t *b;
  float *c;
  const int64_t *as, *bs, *cs;
  int64_t m, k, lo, hi;
  int ta, lda, bf16;
} half_part;

static void half_part_run(int job, void *arg) {
  const half_part *t = (const half_part *)arg + job;
  int rows = t->bs[1] == 1;
  int few = t->m <= HALF_FEW_ROWS;
  int64_t k = t->k, depth = few ? HALF_TILE_DEPTH : HALF_WIDE_DEPTH, bytes = few ? HALF_TILE_BYTES : HALF_WIDE_BYTES;
  int64_t kt = k > depth ? depth : k, nt = bytes / (4 * kt) / 16 * 16 > 16 ? bytes / (4 * kt) / 16 * 16 : 16;
  float *tile = scratch((size_t)kt * nt);
  if (!tile) { /* no memory for a tile: the plain loop */
    half_loop(t->a, t->as, t->b, t->bs, t->c, t->cs, t->m, t->lo, t->hi, k, t->bf16);
    return;
  }
  for (int64_t j0 = t->lo; j0 < t->hi; j0 += nt) {
    int w = (int)(t->hi - j0 < nt ? t->hi - j0 : nt);
    for (int64_t p0 = 0; p0 < k; p0 += kt) {
      int d = (int)(k - p0 < kt ? k - p0 : kt);
      const float *a = t->a + p0 * t->as[1];
      if (rows) {
        widen(t->b + p0 * t->bs[0] + j0, t->bs[0], d, w, t->bf16, tile);
        scipy_cblas_sgemm(RowMajor, t->ta, NoTrans, (int)t->m, w, d, 1, a, t->lda, tile, w, 1, t->c + j0,
                          (int)t->cs[0]);
      } else {
        widen(t->b + j0 * t->bs[1] + p0, t->bs[1], w, d, t->bf16, tile);
        scipy_cblas_sgemm(RowMajor, t->ta, Trans, (int)t->m, w, d, 1, a, t->lda, tile, d, 1, t->c + j0,
                          (int)t->cs[0]);
      }
    }
  }
}

static void gemm_half(float *a, const int64_t *as, uint16_t *b, const int64_t *bs, float *c, const int64_t *cs,
                      int64_t m, int64_t n, int64_t k, int bf16) {
  if (!m || !n || !k) return;
  if (m == 1 && bs[1] == 1 && cs[1] == 1) { gemv_rows_half(a, as[1], b, bs[0], k, n, c, bf16); return; }
  if (m == 1 && bs[0] == 1 && as[1] == 1) { gemv_cols_half(a, b, bs[1], k, n, c, cs[1], bf16); return; }
  int ta, lda;
  if (!layout(m, k, as[0], as[1], &ta, &lda) || cs[1] != 1 || (m > 1 && cs[0] < n) || (bs[0] != 1 && bs[1] != 1)) {
    half_loop(a, as, b, bs, c, cs, m, 0, n, k, bf16);
    return;
  }
  enum { MAX_PARTS = 16 };
  int parts = many_threads > 1 ? (many_threads < MAX_PARTS ? many_threads : MAX_PARTS) : 1;
  int64_t step = ((n + parts - 1) / parts + 15) / 16 * 16;
  half_part part[MAX_PARTS];
  int used = 0;
  if (scipy_openblas_get_num_threads() != 1) scipy_openblas_set_num_threads(1);
  for (int64_t lo = 0; lo < n; lo += step, used++)
    part[used] = (half_part){a, b, c, as, bs, cs, m, k, lo, lo + step < n ? lo + step : n, ta, lda, bf16};
  parallel(used, half_part_run, part);
}

typedef struct { uint16_t *alloc, *data; int64_t offset, sizes[3], strides[3]; } H3;

static void batched_half(F3 *a, H3 *b, F3 *c, int bf16) {
  for (int64_t i = 0; i < a->sizes[0]; i++)
    gemm_half(a->data + a->offset + i * a->strides[0], a->strides + 1, b->data + b->offset + i * b->strides[0],
              b->strides + 1, c->data + c->offset + i * c->strides[0], c->strides + 1, a->sizes[1], b->sizes[2],
              a->sizes[2], bf16);
}
void _mlir_ciface_blas_matmul_3d_f32_f16(F3 *a, H3 *b, F3 *c) { batched_half(a, b, c, 0); }
void _mlir_ciface_blas_matmul_3d_f32_bf16(F3 *a, H3 *b, F3 *c) { batched_half(a, b, c, 1); }

void _mlir_ciface_blas_matmul_2d_f32_f16(F2 *a, H2 *b, F2 *c) {
  gemm_half(a->data + a->offset, a->strides, b->data + b->offset, b->strides, c->data + c->offset, c->strides,
            a->sizes[0], b->sizes[1], a->sizes[1], 0);
}
void _mlir_ciface_blas_matmul_2d_f32_bf16(F2 *a, H2 *b, F2 *c) {
  gemm_half(a->data + a->offset, a->strides, b->data + b->offset, b->strides, c->data + c->offset, c->strides,
            a->sizes[0], b->sizes[1], a->sizes[1], 1);
}

/* memrefCopy(element size, unranked source, unranked destination); a descriptor is
 * {allocated, aligned, offset, sizes[rank], strides[rank]}, offsets and strides in elements. */
typedef struct { int64_t rank; void *descriptor; } Unranked;

static void copy_dim(int64_t elem, int64_t rank, int64_t dim, const int64_t *sizes, const int64_t *ss,
                     const int64_t *ds, const char *src, char *dst) {
  if (dim == rank) { memcpy(dst, src, elem); return; }
  if (dim == rank - 1 && ss[dim] == 1 && ds[dim] == 1) { memcpy(dst, src, sizes[dim] * elem); return; }
  for (int64_t i = 0; i < sizes[dim]; i++)
    copy_dim(elem, rank, dim + 1, sizes, ss, ds, src + i * ss[dim] * elem, dst + i * ds[dim] * elem);
}

void memrefCopy(int64_t elem, Unranked *src, Unranked *dst) {
  char **s = src->descriptor, **d = dst->descriptor;
  const int64_t *sm = (const int64_t *)(s + 2), *dm = (const int64_t *)(d + 2);  /* offset, sizes, strides */
  int64_t rank = src->rank;
  copy_dim(elem, rank, 0, sm + 1, sm + 1 + rank, dm + 1 + rank, s[1] + sm[0] * elem, d[1] + dm[0] * elem);
}

/* The program's buffers (finalize-memref-to-llvm{use-generic-functions} calls these for memref.alloc
 * and memref.dealloc). A call allocates and frees the same buffers every time (a 124M forward of 256
 * tokens: 200 of 0.8-3 MB); given back to malloc, glibc returns such blocks to the kernel and the next
 * call faults every page in again (a tenth of that forward). Freed blocks of at least KEEP_MIN bytes
 * are kept here, by size, for the next allocation of that size, up to KEEP_BYTES in all (held until
 * the process ends). A block starts with a header of `head` bytes (64, or a larger alignment asked
 * for) whose last two words are the size and `head`. */
enum { HEADER = 64, KEEP_SLOTS = 1024 };
static const size_t KEEP_MIN = 64 << 10, KEEP_BYTES = (size_t)1 << 30;
static struct { size_t size; char *block; } kept[KEEP_SLOTS];
static int n_kept;
static size_t kept_bytes;
static pthread_mutex_t kept_lock = PTHREAD_MUTEX_INITIALIZER;

void *_mlir_memref_to_llvm_aligned_alloc(size_t alignment, size_t size) {
  size_t head = alignment > HEADER ? alignment : HEADER;
  char *block = NULL;
  if (head == HEADER && size >= KEEP_MIN) {
    pthread_mutex_lock(&kept_lock);
    for (int i = n_kept - 1; i >= 0; i--)
      if (kept[i].size == size) {
        block = kept[i].block;
        kept_bytes -= size;
        kept[i] = kept[--n_kept];
        break;
      }
    pthread_mutex_unlock(&kept_lock);
  }
  if (!block && posix_memalign((void **)&block, head, head + size)) return NULL;
  size_t *words = (size_t *)(block + head);
  words[-2] = size;
  words[-1] = head;
  return block + head;
}

void *_mlir_memref_to_llvm_alloc(size_t size) { return _mlir_memref_to_llvm_aligned_alloc(HEADER, size); }

void _mlir_memref_to_llvm_free(void *pointer) {
  if (!pointer) return;
  size_t size = ((size_t *)pointer)[-2], head = ((size_t *)pointer)[-1];
  char *block = (char *)pointer - head;
  if (head == HEADER && size >= KEEP_MIN) {
    pthread_mutex_lock(&kept_lock);
    int keep = n_kept < KEEP_SLOTS && kept_bytes + size <= KEEP_BYTES;
    if (keep) {
      kept[n_kept].size = size;
      kept[n_kept++].block = block;
      kept_bytes += size;
    }
    pthread_mutex_unlock(&kept_lock);
    if (keep) return;
  }
  free(block);
}
