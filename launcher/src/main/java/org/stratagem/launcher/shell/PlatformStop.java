package org.stratagem.launcher.shell;

import org.osgi.framework.BundleContext;
import org.osgi.framework.BundleException;
import org.osgi.framework.Constants;
import org.osgi.framework.InvalidSyntaxException;
import org.osgi.framework.ServiceReference;
import org.osgi.util.tracker.ServiceTracker;

/**
 * Stops the platform when its shell ends ({@code exit}, the end of the input). The shell's platform also
 * serves the web interface, whose server Felix HTTP starts on a thread of its own: it starts Jetty, registers
 * its whiteboard runtime and then sets the whiteboard up, and a stop in the middle makes it print an exception
 * on the error stream ({@code Exception while initializing Jetty}), as a short piped session often did. So the
 * stop first waits, for at most {@value #WEB_START_MILLIS} ms in all, until the runtime is registered and its
 * change count has stayed the same for {@value #SETTLED_MILLIS} ms (a server that cannot start, its port
 * taken, never registers one).
 */
public final class PlatformStop {
    /** The longest wait for the web server's start. */
    static final long WEB_START_MILLIS = 2_000;
    /**
     * How long the runtime's change count must stay the same for the server to count as started: on a
     * loaded machine the whiteboard's registrations can pause for more than 100 ms, which let a stop in.
     */
    static final long SETTLED_MILLIS = 300;
    private static final long POLL_MILLIS = 10;
    private static final String WEB_RUNTIME = "(&(objectClass=org.osgi.service.servlet.runtime.HttpServiceRuntime)"
            + "(osgi.http.endpoint=*))";

    private PlatformStop() {
    }

    /**
     * Stops the framework once the web server has started, or the wait is over; the framework stops on a
     * thread of its own.
     *
     * @param context a bundle's context
     * @throws BundleException      if the framework cannot be stopped
     * @throws InterruptedException if interrupted while waiting for the web server
     */
    public static void stop(BundleContext context) throws BundleException, InterruptedException {
        awaitWebServer(context);
        context.getBundle(Constants.SYSTEM_BUNDLE_ID).stop();
    }

    /* Tracks every such service, whatever its class space: the launcher does not import the servlet runtime's package. */
    private static void awaitWebServer(BundleContext context) throws InterruptedException {
        ServiceTracker<Object, Object> runtime;
        try {
            runtime = new ServiceTracker<>(context, context.createFilter(WEB_RUNTIME), null);
        } catch (InvalidSyntaxException impossible) {
            throw new IllegalStateException("the web runtime's filter", impossible);
        }
        runtime.open(true);
        try {
            long deadline = System.currentTimeMillis() + WEB_START_MILLIS;
            Object lastCount = null;
            long sameSince = System.currentTimeMillis();
            while (System.currentTimeMillis() < deadline) {
                ServiceReference<Object> found = runtime.getServiceReference();
                Object count = found == null ? null : found.getProperty(Constants.SERVICE_CHANGECOUNT);
                if (found == null || !count.equals(lastCount)) {
                    lastCount = count;
                    sameSince = System.currentTimeMillis();
                } else if (System.currentTimeMillis() - sameSince >= SETTLED_MILLIS) {
                    return;
                }
                Thread.sleep(POLL_MILLIS);
            }
        } finally {
            runtime.close();
        }
    }
}
