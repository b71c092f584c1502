package org.stratagem.engine.search.common;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Predicate;
import java.util.function.Supplier;
import org.stratagem.engine.api.search.StopSignal;

/**
 * The helper threads of a parallel search, which search beside the caller's thread (the main
 * thread). The helpers are started together when the main thread starts its own search; when it
 * ends, they are stopped through their {@link #stopSignal()} (or left to finish, if the main
 * thread's result says so) and always waited for, so that no thread outlives the search. A
 * helper's failure is kept and rethrown in the caller once every thread has ended; a failure of the
 * main thread takes precedence. Daemon threads: a helper that ignored its stop signal would not
 * keep the platform from shutting down.
 *
 * <p>One use: add the helpers, then run the main thread's search once.
 */
public final class HelperThreads {
    private final StopSignal stop = new StopSignal();
    private final List<Thread> threads = new ArrayList<>();
    private final AtomicReference<Throwable> failure = new AtomicReference<>();

    /** @return the signal that tells the helpers to stop, to hand to their searches */
    public StopSignal stopSignal() {
        return stop;
    }

    /**
     * Adds a helper, started by {@link #runBeside}.
     *
     * @param name   the thread's name
     * @param search the helper's search, which ends when its stop signal is set
     */
    public void add(String name, Runnable search) {
        Thread thread = new Thread(() -> {
            try {
                search.run();
            } catch (RuntimeException | Error e) {
                failure.compareAndSet(null, e);
            }
        }, name);
        thread.setDaemon(true);
        threads.add(thread);
    }

    /**
     * Runs the main thread's search beside the helpers, and stops the helpers when it ends.
     *
     * @param main the main thread's search
     * @param <T>  its result's type
     * @return its result
     * @throws RuntimeException a helper's failure, or the main thread's
     * @throws Error            a helper's failure, or the main thread's
     */
    public <T> T runBeside(Supplier<T> main) {
        return runBeside(main, result -> true);
    }

    /**
     * Runs the main thread's search beside the helpers, and then waits for them.
     *
     * @param main          the main thread's search
     * @param stopsHelpers  whether the main thread's result ends the helpers' searches too; otherwise
     *                      they go on until they end by themselves (a failure of the main thread stops them)
     * @param <T>           its result's type
     * @return its result
     * @throws RuntimeException a helper's failure, or the main thread's
     * @throws Error            a helper's failure, or the main thread's
     */
    public <T> T runBeside(Supplier<T> main, Predicate<? super T> stopsHelpers) {
        T result;
        boolean helpersGoOn = false;
        try {
            threads.forEach(Thread::start);
            result = main.get();
            helpersGoOn = !stopsHelpers.test(result);
        } finally {
            if (!helpersGoOn) {
                stop.stop();
            }
            joinAll();
        }
        Throwable helperFailure = failure.get();
        if (helperFailure instanceof RuntimeException e) {
            throw e;
        }
        if (helperFailure instanceof Error e) {
            throw e;
        }
        return result;
    }

    /** Waits for every thread to end; an interrupt is kept for the caller, as every thread is about to end. */
    private void joinAll() {
        boolean interrupted = false;
        for (Thread thread : threads) {
            while (thread.isAlive()) {
                try {
                    thread.join();
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }
}
