package org.stratagem.web.http;

import jakarta.servlet.Filter;
import jakarta.servlet.FilterChain;
import jakarta.servlet.FilterConfig;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.Dictionary;
import java.util.Hashtable;
import java.util.HexFormat;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.osgi.framework.BundleContext;
import org.osgi.framework.Constants;
import org.osgi.framework.ServiceRegistration;
import org.osgi.service.cm.ManagedService;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Deactivate;
import org.osgi.service.component.annotations.Modified;

/**
 * The web interface's guard, a whiteboard filter in front of every path, in this order:
 * <ol>
 * <li>Each client (its address; an IPv6 client by its /64 network) has a {@link TokenBucket} of
 * {@code burst} requests that refills at {@code requestsPerMinute}; beyond it, a 429 with
 * {@code Retry-After}.</li>
 * <li>When the server is bound to anything but a loopback address (Felix HTTP's
 * {@code org.apache.felix.http.host}), or a request came in on such an address, or a token is
 * configured, every request but the pages' static files must present the token ({@link TokenCheck});
 * else a 401. The token is the configured one, else one generated at random when this component starts;
 * while the server requires it, it is in {@code data/}{@value #TOKEN_FILE}, readable by its owner only,
 * and the web command prints an address that carries it. The bound address decides rather than where a
 * request comes from, so that a proxy on the same machine cannot carry the world's requests in without
 * it.</li>
 * <li>When no token is required (the default loopback binding, no token configured), a request must be
 * addressed to this server by a loopback name: its {@code Host} {@code localhost}, {@code 127.0.0.1} or
 * {@code [::1]}, with the server's port; else a 403. A page of another site that has its own name
 * resolved to 127.0.0.1 (DNS rebinding) would otherwise reach the API as the same origin; its requests
 * carry its name. Where the token is required it guards instead.</li>
 * <li>Each client has at most {@code requestsInProgress} requests in progress (an open event stream is
 * one); beyond, a 429.</li>
 * </ol>
 * Refusals are one-line JSON errors, as the API's. The settings come from ConfigAdmin: {@value #PID}
 * ({@code conf/org.stratagem.web.cfg}, {@link Settings}) and Felix HTTP's own {@value #HTTP_PID} for the
 * bound address, whose changes reach this filter as they reach the server. The first reach this
 * component through a {@link ManagedService} of its own rather than as its configuration: Declarative
 * Services would list a configuration's every property, the token too, among the component's properties
 * and its service's, which the shell shows to anyone at the console ({@code scr:info},
 * {@code inspect capability service}). Until ConfigAdmin has given them (at once, once the component
 * starts), every request is a 503.
 */
@Component(service = {Filter.class, WebGuard.class}, configurationPid = WebGuard.HTTP_PID, property = {
    "osgi.http.whiteboard.filter.pattern=/*",
    "osgi.http.whiteboard.filter.name=stratagem-guard"})
public final class WebGuard implements Filter {
    /** The PID of these settings. */
    static final String PID = "org.stratagem.web";
    /** Felix HTTP's PID, whose bound address this filter reads. */
    static final String HTTP_PID = "org.apache.felix.http";
    /** The bound address's property, in Felix HTTP's configuration and the framework's properties. */
    static final String HOST = "org.apache.felix.http.host";
    /** How long {@link #tokenFor} waits for the settings of {@value #PID}. */
    private static final long SETTINGS_WAIT_SECONDS = 30;
    /** The query parameter that carries the token in an address. */
    public static final String QUERY = TokenCheck.QUERY;
    /** The token's file in the platform's data folder. */
    static final String TOKEN_FILE = "web-token";
    private static final Logger LOG = Logger.getLogger("org.stratagem.web");
    /** The names a request may address a server on the default loopback binding by. */
    private static final Set<String> LOOPBACK_NAMES = Set.of("localhost", "127.0.0.1", "[::1]");

    /**
     * The access settings of the web interface, {@value #PID}: the properties {@code token},
     * {@code requestsPerMinute}, {@code burst} and {@code requestsInProgress}; numbers as numbers or as
     * strings (as FileInstall gives them), a malformed one logged and taken as its default.
     *
     * @param token      the token every request must present (16 to 256 of {@code A-Z a-z 0-9 . _ ~ -}), even on
     *                   a loopback address; empty: one generated at start, required only when the server is bound
     *                   to another address
     * @param perMinute  the requests a minute each client address may send, sustained
     * @param burst      the requests each client address may send at once, before the rate applies
     * @param inProgress the requests each client address may have in progress at once (an open event stream is one)
     */
    record Settings(String token, int perMinute, int burst, int inProgress) {
        /** The settings without a configuration. */
        static final Settings DEFAULT = new Settings("", 300, 100, 12);

        /**
         * @param properties the configuration's properties, or null when there is none
         * @return the settings they give, the others at their defaults
         */
        static Settings read(Dictionary<String, ?> properties) {
            if (properties == null) {
                return DEFAULT;
            }
            Object token = properties.get("token");
            return new Settings(token == null ? "" : token.toString(),
                    number(properties, "requestsPerMinute", DEFAULT.perMinute()),
                    number(properties, "burst", DEFAULT.burst()),
                    number(properties, "requestsInProgress", DEFAULT.inProgress()));
        }

        private static int number(Dictionary<String, ?> properties, String name, int absent) {
            Object value = properties.get(name);
            if (value == null) {
                return absent;
            }
            try {
                return value instanceof Number number ? Math.toIntExact(number.longValue())
                        : Integer.parseInt(value.toString().strip());
            } catch (NumberFormatException | ArithmeticException malformed) {
                LOG.warning(PID + ": " + name + " '" + value + "' is not a whole number; " + absent + " instead");
                return absent;
            }
        }
    }

    /**
     * The settings in force, with the tables they bound.
     *
     * @param token      the token requests present when one is required
     * @param configured whether the token is configured (then it is always required)
     * @param loopback   whether the server is bound to a loopback address
     * @param perMinute  each client's sustained requests a minute
     * @param rates      each client's request rate
     * @param slots      each client's requests in progress
     */
    record Policy(TokenCheck token, boolean configured, boolean loopback, int perMinute, RequestRates rates,
            ClientSlots slots) {
    }

    private final Path tokenFile;
    private final String frameworkHost;
    private final AccessToken generated;
    private final LongSupplier clock;
    private final CountDownLatch settled = new CountDownLatch(1);
    /** The policy in force; null until the settings of {@value #PID} are given. */
    private volatile Policy policy;
    private volatile boolean serving;
    private Settings settings;
    private String host;
    private ServiceRegistration<ManagedService> intake;

    /**
     * @param context    this bundle's context: the platform's folder ({@code stratagem.home}), else the
     *                   bundle's data area; the framework's bound address; where the settings' intake is
     *                   registered
     * @param properties the component's properties, with Felix HTTP's configuration
     */
    @Activate
    public WebGuard(BundleContext context, Map<String, Object> properties) {
        this(dataFolder(context).resolve(TOKEN_FILE), context.getProperty(HOST), AccessToken.generate(new SecureRandom()),
                System::nanoTime);
        host = hostOf(properties);
        intake = context.registerService(ManagedService.class, this::updated,
                new Hashtable<>(Map.of(Constants.SERVICE_PID, PID)));
    }

    WebGuard(Path tokenFile, String frameworkHost, AccessToken generated, LongSupplier clock) {
        this.tokenFile = tokenFile;
        this.frameworkHost = frameworkHost;
        this.generated = generated;
        this.clock = clock;
        this.host = frameworkHost;
    }

    /** Stops taking settings. */
    @Deactivate
    void deactivate() {
        intake.unregister();
    }

    private static Path dataFolder(BundleContext context) {
        String home = context.getProperty("stratagem.home");
        return home != null && !home.isBlank() ? Path.of(home, "data") : context.getDataFile("").toPath();
    }

    /**
     * Takes Felix HTTP's new bound address; the tables of rates and requests in progress start anew.
     *
     * @param properties the component's properties, with Felix HTTP's configuration
     */
    @Modified
    synchronized void modified(Map<String, Object> properties) {
        host = hostOf(properties);
        if (settings != null) {
            apply(settings.token(), host, settings.burst(), settings.perMinute(), settings.inProgress());
        }
    }

    /**
     * ConfigAdmin's call with the settings of {@value #PID}; the tables of rates and requests in progress
     * start anew.
     *
     * @param properties the configuration's properties, or null when there is none
     */
    synchronized void updated(Dictionary<String, ?> properties) {
        settings = Settings.read(properties);
        apply(settings.token(), host, settings.burst(), settings.perMinute(), settings.inProgress());
    }

    private String hostOf(Map<String, Object> properties) {
        Object bound = properties.get(HOST);
        return bound != null ? bound.toString() : frameworkHost;
    }

    /**
     * @param token      the configured token, or empty
     * @param host       the server's bound address, or null for the default (loopback)
     * @param burst      each client's largest burst
     * @param perMinute  each client's sustained requests a minute
     * @param inProgress each client's requests in progress at once
     */
    void apply(String token, String host, int burst, int perMinute, int inProgress) {
        AccessToken required = generated;
        boolean configured = !token.isBlank();
        if (configured) {
            try {
                required = new AccessToken(token.strip());
            } catch (IllegalArgumentException malformed) {
                LOG.warning(PID + ": token: " + malformed.getMessage() + "; a generated one is required instead");
            }
        }
        int perMinuteAtLeast1 = Math.max(1, perMinute);
        policy = new Policy(new TokenCheck(required), configured, loopback(host == null ? "127.0.0.1" : host),
                perMinuteAtLeast1, new RequestRates(Math.max(1, burst), perMinuteAtLeast1, clock.getAsLong()),
                new ClientSlots(Math.max(1, inProgress)));
        settled.countDown();
        if (serving) {
            announce();
        }
    }

    /** The whiteboard puts the filter in front of the server's servlets: it serves now. */
    @Override
    public void init(FilterConfig config) {
        serving = true;
        announce();
    }

    @Override
    public void destroy() {
        serving = false;
    }

    /**
     * @param host the address a server is bound to
     * @return the token it requires, written to {@code data/}{@value #TOKEN_FILE}; null when it requires none
     */
    public String tokenFor(String host) {
        try {
            if (!settled.await(SETTINGS_WAIT_SECONDS, TimeUnit.SECONDS)) {
                throw new IllegalStateException("the settings of " + PID + " did not come from ConfigAdmin within "
                        + SETTINGS_WAIT_SECONDS + " s");
            }
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for the settings of " + PID, interrupted);
        }
        Policy now = policy;
        if (!now.configured() && loopback(host)) {
            return null;
        }
        String token = now.token().token().value();
        write(now.token().token());
        return token;
    }

    @Override
    public void doFilter(ServletRequest servletRequest, ServletResponse servletResponse, FilterChain chain)
            throws IOException, ServletException {
        HttpServletRequest request = (HttpServletRequest) servletRequest;
        HttpServletResponse response = (HttpServletResponse) servletResponse;
        Policy now = policy;
        if (now == null) {
            refuse(response, new HttpError(503, "the web interface is starting; try again in 1 s",
                    Map.of("Retry-After", "1")));
            return;
        }
        String client = client(request.getRemoteAddr());
        long wait = now.rates().take(client, clock.getAsLong());
        if (wait > 0) {
            long seconds = Math.max(1, (wait + 999_999_999) / 1_000_000_000);
            refuse(response, new HttpError(429, "too many requests: " + now.perMinute() + " a minute at most; try again in "
                    + seconds + " s", Map.of("Retry-After", Long.toString(seconds))));
            return;
        }
        boolean tokenRequired = now.configured() || !now.loopback() || !loopback(request.getLocalAddr());
        String host = request.getHeader("Host");
        if (!tokenRequired && !addressedToLoopback(host, request.getLocalPort())) {
            refuse(response, new HttpError(403, "this server answers requests addressed to localhost, 127.0.0.1 or [::1]"
                    + " with its port, not to '" + Api.cut(host) + "' (a defence against DNS rebinding); to reach it by"
                    + " another name, configure a token (token in conf/" + PID + ".cfg)"));
            return;
        }
        TokenCheck.Proof proof = now.token().check(request);
        if (proof == TokenCheck.Proof.NONE && tokenRequired && !StaticFiles.has(IndexServlet.path(request))) {
            refuse(response, new HttpError(401, "a token is required: open the address the web command printed, or send"
                    + " 'Authorization: Bearer TOKEN' (the token is in the platform's data/" + TOKEN_FILE + ")",
                    Map.of("WWW-Authenticate", "Bearer")));
            return;
        }
        if (proof == TokenCheck.Proof.QUERY) {
            response.addHeader("Set-Cookie", now.token().setCookie());
        }
        if (!now.slots().tryAcquire(client)) {
            refuse(response, new HttpError(429, "too many requests in progress: " + now.slots().perClient()
                    + " at most at once", Map.of("Retry-After", "1")));
            return;
        }
        try {
            chain.doFilter(request, response);
        } finally {
            now.slots().release(client);
        }
    }

    /**
     * @return the key of a client's address: an IPv4 address (an IPv4-mapped IPv6 one as such), or an IPv6
     *         address's /64 network, which a single host commonly has to itself
     */
    static String client(String address) {
        if (address == null || address.indexOf(':') < 0) {
            return String.valueOf(address);
        }
        try {
            InetAddress parsed = InetAddress.getByName(address);
            byte[] bytes = parsed.getAddress();
            return bytes.length == 16 ? HexFormat.of().formatHex(bytes, 0, 8) + "::/64" : parsed.getHostAddress();
        } catch (UnknownHostException notAnAddress) {
            return address;
        }
    }

    /**
     * @param host a request's {@code Host} header, or null when it sent none (HTTP/1.0, which no browser sends)
     * @param port the port the request came in on
     * @return whether it names this server by a loopback name, {@code localhost}, {@code 127.0.0.1} or
     *         {@code [::1]}, with no port or this port
     */
    static boolean addressedToLoopback(String host, int port) {
        if (host == null) {
            return true;
        }
        int portStart = host.startsWith("[") ? host.indexOf(']') + 1 : host.indexOf(':');
        String name = portStart <= 0 ? host : host.substring(0, portStart);
        String rest = portStart <= 0 ? "" : host.substring(portStart);
        return LOOPBACK_NAMES.contains(name.toLowerCase(Locale.ROOT))
                && (rest.isEmpty() || rest.equals(":" + port));
    }

    /** @return whether the host is a loopback address; an unknown one is not */
    static boolean loopback(String host) {
        try {
            return host != null && InetAddress.getByName(host).isLoopbackAddress();
        } catch (UnknownHostException unknown) {
            return false;
        }
    }

    private synchronized void announce() {
        Policy now = policy;
        if (now == null) {
            return;
        }
        if (now.configured() || !now.loopback()) {
            write(now.token().token());
            LOG.info("the web interface requires a token: see " + tokenFile);
        } else {
            try {
                Files.deleteIfExists(tokenFile);
            } catch (IOException undeletable) {
                LOG.log(Level.WARNING, "cannot delete " + tokenFile, undeletable);
            }
        }
    }

    private synchronized void write(AccessToken token) {
        try {
            token.writeTo(tokenFile);
        } catch (IOException unwritable) {
            LOG.log(Level.WARNING, "cannot write the web interface's token to " + tokenFile, unwritable);
        }
    }

    private static void refuse(HttpServletResponse response, HttpError refused) throws IOException {
        ApiServlet.write(Api.refusal(refused), response);
    }
}
