package org.stratagem.web.http;

import jakarta.servlet.Servlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.stratagem.web.api.CommandRunner;

/**
 * The JSON API ({@link Api}) as a whiteboard servlet at {@code /api/*}. A body larger than
 * {@value #MAX_BODY} bytes is refused with a 413 before it is read.
 */
@Component(service = Servlet.class, property = {
    "osgi.http.whiteboard.servlet.pattern=/api/*",
    "osgi.http.whiteboard.servlet.name=stratagem-api"})
public final class ApiServlet extends HttpServlet {
    static final int MAX_BODY = 64 * 1024;
    private static final long serialVersionUID = 1L;

    private final transient Api api;

    /**
     * @param runner runs the platform's commands
     * @param catalog the registered services
     */
    @Activate
    public ApiServlet(@Reference CommandRunner runner, @Reference Catalog catalog) {
        this.api = new Api(runner, catalog);
    }

    @Override
    protected void service(HttpServletRequest request, HttpServletResponse response) throws IOException {
        Reply reply;
        try {
            String body = body(request);
            String path = request.getPathInfo() == null ? "" : request.getPathInfo();
            reply = api.handle(request.getMethod(), path, body);
        } catch (HttpError refused) {
            reply = Api.refusal(refused);
        }
        write(reply, response);
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
