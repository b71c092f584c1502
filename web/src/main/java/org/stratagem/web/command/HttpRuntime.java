package org.stratagem.web.command;

import java.io.IOException;
import java.net.HttpURLConnection;
import java.net.URI;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.InvalidSyntaxException;
import org.osgi.framework.ServiceReference;
import org.osgi.framework.startlevel.BundleStartLevel;
import org.osgi.framework.startlevel.FrameworkStartLevel;
import org.osgi.framework.wiring.BundleCapability;
import org.osgi.framework.wiring.BundleRevision;

/**
 * The platform's HTTP server (Felix HTTP Jetty, any bundle that provides the {@code osgi.http}
 * implementation). stratagem.bndrun gives it the shell's start level, so that the platform's shell
 * serves HTTP and a one-shot command does not; the web command brings it down to the level the
 * framework runs at, for this run only (the framework's storage is not kept).
 */
final class HttpRuntime {
    private static final String IMPLEMENTATION = "osgi.implementation";
    private static final String HTTP = "osgi.http";
    private static final String RUNTIME = "(&(objectClass=org.osgi.service.servlet.runtime.HttpServiceRuntime)"
            + "(osgi.http.endpoint=*))";
    private static final long POLL_MILLIS = 50;

    private final BundleContext context;

    HttpRuntime(BundleContext context) {
        this.context = context;
    }

    /**
     * Starts the HTTP server's bundles if the framework's start level has not.
     *
     * @return whether a bundle implements the HTTP whiteboard
     */
    boolean start() {
        int level = context.getBundle(0).adapt(FrameworkStartLevel.class).getStartLevel();
        boolean found = false;
        for (Bundle bundle : context.getBundles()) {
            if (implementsHttp(bundle)) {
                found = true;
                BundleStartLevel startLevel = bundle.adapt(BundleStartLevel.class);
                if (startLevel.getStartLevel() > level) {
                    startLevel.setStartLevel(level);
                }
            }
        }
        return found;
    }

    /**
     * @param settings   where the server should listen
     * @param waitMillis how long to wait
     * @return whether a runtime serves on that port within the wait
     * @throws InterruptedException if interrupted while waiting
     */
    boolean awaitServing(HttpSettings settings, long waitMillis) throws InterruptedException {
        long deadline = System.nanoTime() + waitMillis * 1_000_000;
        String port = ":" + settings.port() + "/";
        do {
            for (Object endpoint : endpoints()) {
                if (endpoint.toString().endsWith(port)) {
                    return true;
                }
            }
            Thread.sleep(POLL_MILLIS);
        } while (System.nanoTime() < deadline);
        return false;
    }

    /**
     * Waits until the API answers through the server, its whiteboard servlets registered, so that a
     * client told the address finds every endpoint.
     *
     * @param settings   where the server listens
     * @param token      the token the server requires, or null
     * @param waitMillis how long to wait
     * @return whether {@code /api/openapi.json} answered 200 within the wait
     * @throws InterruptedException if interrupted while waiting
     */
    boolean awaitApi(HttpSettings settings, String token, long waitMillis) throws InterruptedException {
        long deadline = System.nanoTime() + waitMillis * 1_000_000;
        String host = settings.host().equals("0.0.0.0") || settings.host().equals("::") ? "127.0.0.1" : settings.host();
        URI probe = URI.create(new HttpSettings(host, settings.port()).address() + "api/openapi.json");
        do {
            try {
                HttpURLConnection connection = (HttpURLConnection) probe.toURL().openConnection();
                connection.setConnectTimeout(1000);
                connection.setReadTimeout(5000);
                if (token != null) {
                    connection.setRequestProperty("Authorization", "Bearer " + token);
                }
                int status = connection.getResponseCode();
                connection.getInputStream().close();
                if (status == 200) {
                    return true;
                }
            } catch (IOException notYet) {
                // the servlet is not registered yet: a 404 (an IOException here) or no answer
            }
            Thread.sleep(POLL_MILLIS);
        } while (System.nanoTime() < deadline);
        return false;
    }

    private List<Object> endpoints() {
        ServiceReference<?>[] runtimes;
        try {
            runtimes = context.getServiceReferences((String) null, RUNTIME);
        } catch (InvalidSyntaxException impossible) {
            throw new IllegalStateException(impossible);
        }
        if (runtimes == null) {
            return List.of();
        }
        List<Object> endpoints = new ArrayList<>();
        for (ServiceReference<?> runtime : runtimes) {
            Object value = runtime.getProperty("osgi.http.endpoint");
            if (value instanceof Object[] array) {
                endpoints.addAll(List.of(array));
            } else if (value instanceof Collection<?> collection) {
                endpoints.addAll(collection);
            } else {
                endpoints.add(value);
            }
        }
        return endpoints;
    }

    private static boolean implementsHttp(Bundle bundle) {
        BundleRevision revision = bundle.adapt(BundleRevision.class);
        if (revision == null) {
            return false;
        }
        for (BundleCapability capability : revision.getDeclaredCapabilities(IMPLEMENTATION)) {
            if (HTTP.equals(capability.getAttributes().get(IMPLEMENTATION))) {
                return true;
            }
        }
        return false;
    }
}
