package org.stratagem.web.command;

import java.io.IOException;
import java.io.UncheckedIOException;
import org.osgi.framework.BundleContext;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.stratagem.engine.api.NotationException;
import org.stratagem.engine.api.command.Command;
import org.stratagem.engine.api.command.CommandContext;
import org.stratagem.engine.api.command.CommandName;
import org.stratagem.web.http.WebGuard;
import picocli.CommandLine.Option;

/**
 * {@code web [--port P] [--bind ADDR]}: serves the web interface (the platform's HTTP server with the
 * whiteboard servlets of this bundle), prints its address ({@code http://127.0.0.1:8420/} by default)
 * as the first line of its output, and serves until its input ends (or the process is interrupted).
 * When the server requires a token ({@link WebGuard}: bound to an address other than loopback, or a
 * token configured), a second line gives the address with the token, {@code http://HOST:PORT/?token=TOKEN},
 * for a browser; without one, the address is the only line. The options override {@code conf/org.apache.felix.http.cfg}
 * ({@code org.osgi.service.http.port}, {@code org.apache.felix.http.host}), which overrides the
 * defaults; they are handed to ConfigAdmin for this run, never written to {@code conf/}.
 */
@Component(service = Command.class)
@CommandName(WebCommand.NAME)
public final class WebCommand implements Command {
    static final String NAME = "web";
    private static final long START_WAIT_MILLIS = 20_000;

    private final BundleContext bundleContext;
    private final HttpConfiguration configuration;
    private final WebGuard guard;

    /**
     * @param bundleContext this bundle's context: the framework's bundles
     * @param configuration the HTTP server's settings
     * @param guard         the server's token
     */
    @Activate
    public WebCommand(BundleContext bundleContext, @Reference HttpConfiguration configuration, @Reference WebGuard guard) {
        this.bundleContext = bundleContext;
        this.configuration = configuration;
        this.guard = guard;
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String summary() {
        return "serve the web interface and its JSON API (http://127.0.0.1:8420/) until the input ends";
    }

    @Override
    public String usage() {
        return "usage: web [--port P] [--bind ADDR]\n  " + summary() + "\n"
                + "  Prints the address first; --port and --bind override conf/org.apache.felix.http.cfg\n"
                + "  (org.osgi.service.http.port, org.apache.felix.http.host). Loopback only unless bound elsewhere;\n"
                + "  then a token is required, and a second line gives the address with it (?token=...).";
    }

    @Override
    public int run(CommandContext context) {
        Arguments given = context.parse(new Arguments(), context.arguments());
        try {
            HttpSettings settings = configuration.apply(given.bind, given.port);
            HttpRuntime runtime = new HttpRuntime(bundleContext);
            if (!runtime.awaitServing(settings, 0)) {
                settings.checkFree();
            }
            if (!runtime.start()) {
                throw new IllegalStateException("no HTTP server is installed");
            }
            String token = guard.tokenFor(settings.host());
            if (!runtime.awaitServing(settings, START_WAIT_MILLIS) || !runtime.awaitApi(settings, token, START_WAIT_MILLIS)) {
                throw new IllegalStateException("nothing serves " + settings.address() + " after "
                        + START_WAIT_MILLIS / 1000 + " s (see the platform's log)");
            }
            context.output().println(settings.address());
            if (token != null) {
                context.output().println(settings.address() + "?" + WebGuard.QUERY + "=" + token);
            }
            context.output().flush();
            while (context.input().readLine() != null) {
                // the input only tells when to stop
            }
            return 0;
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
            return 0;
        } catch (IOException unreadable) {
            throw new UncheckedIOException(unreadable);
        }
    }

    /** The command's options. */
    private static final class Arguments {
        private Integer port;
        private String bind;

        @Option(names = "--port", paramLabel = "P", description = "the port (1..65535)")
        void port(int value) {
            if (value < 1 || value > 65535) {
                throw new NotationException("--port: " + value + " is not a port (1..65535)");
            }
            port = value;
        }

        @Option(names = "--bind", paramLabel = "ADDR", description = "the address to listen on")
        void bind(String value) {
            if (value.isBlank() || !value.matches("[A-Za-z0-9.:-]+")) {
                throw new NotationException("--bind: '" + value + "' is not an address");
            }
            bind = value;
        }
    }
}
