package org.stratagem.web.http;

import jakarta.servlet.Servlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.stratagem.web.api.CommandRunner;
import org.stratagem.web.api.MatchService;
import org.stratagem.web.api.SessionEvent;
import org.stratagem.web.api.SessionException;
import org.stratagem.web.api.SessionService;

/**
 * The JSON API ({@link Api}) as a whiteboard servlet at {@code /api/*}, with its three event streams
 * ({@link EventStream}): a session's live events at {@code /api/sessions/ID/events}, a match's at
 * {@code /api/matches/ID/events}, and the services' comings and goings at {@code /api/services/events}. A body larger than {@value #MAX_BODY} bytes is
 * refused with a 413 before it is read.
 */
@Component(service = Servlet.class, property = {
    "osgi.http.whiteboard.servlet.pattern=/api/*",
    "osgi.http.whiteboard.servlet.name=stratagem-api"})
public final class ApiServlet extends HttpServlet {
    static final int MAX_BODY = 64 * 1024;
    private static final long serialVersionUID = 1L;

    private static final Pattern SESSION_EVENTS = Pattern.compile("/sessions/([^/]*)/events");
    private static final Pattern MATCH_EVENTS = Pattern.compile("/matches/([^/]*)/events");
    private static final String SERVICE_EVENTS = "/services/events";

    private final transient Api api;
    private final transient SessionService sessions;
    private final transient MatchService matches;
    private final transient ServiceEvents services;
    private final transient EventStream streams = new EventStream();

    /**
     * @param runner   runs the platform's commands
     * @param catalog  the registered services
     * @param sessions the games in progress
     * @param services the services' comings and goings
     * @param matches  the engine-against-engine matches
     */
    @Activate
    public ApiServlet(@Reference CommandRunner runner, @Reference Catalog catalog, @Reference SessionService sessions,
            @Reference ServiceEvents services, @Reference MatchService matches) {
        this.api = new Api(runner, catalog, sessions, matches);
        this.sessions = sessions;
        this.matches = matches;
        this.services = services;
    }

    @Override
    protected void service(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String path = request.getPathInfo() == null ? "" : request.getPathInfo();
        Matcher sessionEvents = SESSION_EVENTS.matcher(path);
        Matcher matchEvents = MATCH_EVENTS.matcher(path);
        if ((sessionEvents.matches() || matchEvents.matches() || path.equals(SERVICE_EVENTS))
                && "GET".equals(request.getMethod())) {
            try {
                if (sessionEvents.matches()) {
                    String id = SessionRoutes.id(sessionEvents.group(1));
                    streams.serve(feed(() -> Map.of("session", sessions.get(id)), watcher -> sessions.watch(id, watcher)),
                            response, () -> exists(() -> sessions.get(id)));
                } else if (matchEvents.matches()) {
                    String id = SessionRoutes.id(matchEvents.group(1), "match");
                    streams.serve(feed(() -> Map.of("match", matches.get(id)), watcher -> matches.watch(id, watcher)),
                            response, () -> exists(() -> matches.get(id)));
                } else {
                    streams.serve(services.feed(), response, () -> true);
                }
            } catch (HttpError refused) {
                write(Api.refusal(refused), response);
            }
            return;
        }
        Reply reply;
        try {
            String body = body(request);
            reply = api.handle(request.getMethod(), path, body);
        } catch (HttpError refused) {
            reply = Api.refusal(refused);
        }
        write(reply, response);
    }

    /** @return the feed of a session or a match: its state first, then its events */
    private static EventFeed feed(Supplier<Map<String, Object>> state,
            Function<Consumer<SessionEvent>, AutoCloseable> watch) {
        return new EventFeed() {
            @Override
            public SessionEvent current() {
                return new SessionEvent("state", SessionRoutes.call(state));
            }

            @Override
            public AutoCloseable watch(Consumer<SessionEvent> watcher) {
                return SessionRoutes.call(() -> watch.apply(watcher));
            }
        };
    }

    /** @return whether the session or match is still there */
    private static boolean exists(Supplier<?> get) {
        try {
            get.get();
            return true;
        } catch (SessionException gone) {
            return false;
        }
    }

    /** @throws HttpError 413 when the body is larger than {@value #MAX_BODY} bytes */
    static String body(HttpServletRequest request) throws IOException {
        if (request.getContentLengthLong() > MAX_BODY) {
            throw tooLarge();
        }
        try (InputStream in = request.getInputStream()) {
            byte[] bytes = in.readNBytes(MAX_BODY + 1);
            if (bytes.length > MAX_BODY) {
                throw tooLarge();
            }
            return new String(bytes, StandardCharsets.UTF_8);
        }
    }

    private static HttpError tooLarge() {
        return new HttpError(413, "the body is larger than " + MAX_BODY + " bytes");
    }

    /** Writes a reply: status, headers and body, not cached. */
    static void write(Reply reply, HttpServletResponse response) throws IOException {
        response.setStatus(reply.status());
        response.setContentType(reply.contentType());
        response.setHeader("Cache-Control", "no-store");
        reply.headers().forEach(response::setHeader);
        byte[] bytes = (reply.body() + "\n").getBytes(StandardCharsets.UTF_8);
        response.setContentLength(bytes.length);
        response.getOutputStream().write(bytes);
    }
}
