package org.stratagem.web.http;

import jakarta.servlet.Servlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.Map;
import java.util.Optional;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;

/**
 * The index page ({@link IndexPage}) at {@code /} and the pages' files ({@link StaticFiles}), as a
 * whiteboard servlet; the default servlet too, so every other path outside {@code /api} is a 404 here.
 */
@Component(service = Servlet.class, property = {
    "osgi.http.whiteboard.servlet.pattern=/",
    "osgi.http.whiteboard.servlet.name=stratagem-index"})
public final class IndexServlet extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private final transient Catalog catalog;

    /**
     * @param catalog the registered services
     */
    @Activate
    public IndexServlet(@Reference Catalog catalog) {
        this.catalog = catalog;
    }

    @Override
    protected void service(HttpServletRequest request, HttpServletResponse response) throws IOException {
        ApiServlet.write(reply(request.getMethod(), path(request)), response);
    }

    /** @return the request's path in the server, decoded and with its dot segments resolved by the container */
    static String path(HttpServletRequest request) {
        return request.getServletPath() + (request.getPathInfo() == null ? "" : request.getPathInfo());
    }

    Reply reply(String method, String path) {
        boolean index = "/".equals(path) || path.isEmpty();
        Optional<Reply> file = index ? Optional.empty() : StaticFiles.file(path);
        if (!index && file.isEmpty()) {
            return new Reply(404, "text/plain; charset=utf-8", "not found: " + Api.cut(path), Map.of());
        }
        if (!"GET".equals(method) && !"HEAD".equals(method)) {
            return Api.refusal(HttpError.methodNotAllowed("GET"));
        }
        return file.orElseGet(() -> new Reply(200, "text/html; charset=utf-8",
                IndexPage.html(catalog.games(), catalog.providers("strategy")), Map.of()));
    }
}
