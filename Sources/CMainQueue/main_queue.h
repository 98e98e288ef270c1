// libdispatch's hooks for serving its main queue from a foreign event loop, as
// CoreFoundation's run loop does on Linux: the handle is an eventfd that turns
// readable when work (a MainActor task, a DispatchQueue.main block) is queued,
// and the callback runs that work. StateKit's loop polls the descriptor with
// the terminal's. The hooks are libdispatch's own, exported for
// CoreFoundation, and declared in no public header, so they are declared here.
#ifndef STATEKIT_CMAINQUEUE_H
#define STATEKIT_CMAINQUEUE_H

#include <stdint.h>
#include <sys/syscall.h>
#include <unistd.h>

extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *message);

/// The main queue's eventfd, or -1 off the process's main thread (where the
/// queue is not ours to serve: a test runner called dispatch_main, say).
static inline int sk_main_queue_descriptor(void) {
    if (getpid() != (pid_t)syscall(SYS_gettid)) return -1;
    return _dispatch_get_main_queue_handle_4CF();
}

/// Runs the work queued on the main queue; `descriptor` is the eventfd from
/// `sk_main_queue_descriptor`, drained first so that it turns readable again
/// only for new work.
static inline void sk_drain_main_queue(int descriptor) {
    if (descriptor < 0) return;
    uint64_t pending;
    (void)read(descriptor, &pending, sizeof pending);
    _dispatch_main_queue_callback_4CF(NULL);
}

#endif
