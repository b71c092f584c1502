package org.stratagem.launcher.it;

import static org.junit.Assert.assertNotNull;
import static org.junit.Assert.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import org.osgi.framework.BundleContext;
import org.osgi.util.tracker.ServiceTracker;

/** Bounded waits for services and conditions (service trackers, never fixed sleeps), in the framework. */
final class Services implements AutoCloseable {
    static final long TIMEOUT_MS = TimeUnit.SECONDS.toMillis(10);

    private final BundleContext context;
    private final List<ServiceTracker<?, ?>> trackers = new ArrayList<>();

    Services(BundleContext context) {
        this.context = context;
    }

    <S> ServiceTracker<S, S> track(Class<S> type, String filter) throws Exception {
        String objectClass = "(objectClass=" + type.getName() + ")";
        String full = filter == null ? objectClass : "(&" + objectClass + filter + ")";
        ServiceTracker<S, S> tracker = new ServiceTracker<>(context, context.createFilter(full), null);
        trackers.add(tracker);
        tracker.open();
        return tracker;
    }

    /** Waits at most {@link #TIMEOUT_MS} for a matching service. */
    <S> S await(Class<S> type, String filter) throws Exception {
        S service = track(type, filter).waitForService(TIMEOUT_MS);
        assertNotNull("no " + type.getSimpleName() + " " + (filter == null ? "" : filter) + " within " + TIMEOUT_MS
                + " ms", service);
        return service;
    }

    /** Waits at most {@link #TIMEOUT_MS} until no service matches. */
    void awaitGone(Class<?> type, String filter) throws Exception {
        ServiceTracker<?, ?> tracker = track(type, filter);
        awaitCondition("no " + type.getSimpleName() + " " + filter, () -> tracker.isEmpty());
    }

    /** Waits at most {@link #TIMEOUT_MS} for a condition, re-checking it every few milliseconds. */
    static void awaitCondition(String what, BooleanSupplier condition) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(TIMEOUT_MS);
        while (!condition.getAsBoolean() && System.nanoTime() < deadline) {
            Thread.sleep(5);
        }
        assertTrue("timed out after " + TIMEOUT_MS + " ms waiting for: " + what, condition.getAsBoolean());
    }

    @Override
    public void close() {
        trackers.forEach(ServiceTracker::close);
    }
}
