package org.stratagem.web.http;

import jakarta.servlet.ServletOutputStream;
import jakarta.servlet.WriteListener;
import jakarta.servlet.http.Cookie;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.lang.reflect.Proxy;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;

/**
 * A request and its response without a server, for the guard's tests. The request answers only what a
 * filter may ask (addresses, the port, path, query, the Authorization and Host headers, cookies); anything else, such as
 * {@code getParameter} that would read a form body, fails the test. The response records what is set.
 */
final class FakeExchange {
    final Map<String, String> headers = new HashMap<>();
    final ByteArrayOutputStream body = new ByteArrayOutputStream();
    int status;
    /** The port every request came in on. */
    static final int PORT = 8420;

    /** The request's Host header, {@code 127.0.0.1:}{@value #PORT} unless {@link #addressedTo} says otherwise. */
    private String host = "127.0.0.1:" + PORT;

    private final String remote;
    private final String local;
    private final String path;
    private final String query;
    private final String authorization;
    private final Cookie[] cookies;

    /**
     * @param remote        the client's address
     * @param local         the address the request came in on
     * @param path          the path in the server ({@code /api/games}, {@code /gomoku.html})
     * @param query         the raw query string, or null
     * @param authorization the Authorization header, or null
     * @param cookies       the cookies sent
     */
    FakeExchange(String remote, String local, String path, String query, String authorization, Cookie... cookies) {
        this.remote = remote;
        this.local = local;
        this.path = path;
        this.query = query;
        this.authorization = authorization;
        this.cookies = cookies.length == 0 ? null : cookies;
    }

    /** @return a request from that client to that path, with nothing presented */
    static FakeExchange of(String remote, String local, String path) {
        return new FakeExchange(remote, local, path, null, null);
    }

    /** @return this exchange, its request with that Host header (null: none) */
    FakeExchange addressedTo(String name) {
        host = name;
        return this;
    }

    HttpServletRequest request() {
        boolean api = path.startsWith("/api/");
        return (HttpServletRequest) Proxy.newProxyInstance(FakeExchange.class.getClassLoader(),
                new Class<?>[] {HttpServletRequest.class}, (proxy, method, arguments) -> switch (method.getName()) {
                    case "getRemoteAddr" -> remote;
                    case "getLocalAddr" -> local;
                    case "getLocalPort" -> PORT;
                    case "getServletPath" -> api ? "/api" : path;
                    case "getPathInfo" -> api ? path.substring("/api".length()) : null;
                    case "getQueryString" -> query;
                    case "getHeader" -> "Authorization".equalsIgnoreCase((String) arguments[0]) ? authorization
                            : "Host".equalsIgnoreCase((String) arguments[0]) ? host : null;
                    case "getCookies" -> cookies;
                    default -> throw new UnsupportedOperationException(method.getName());
                });
    }

    HttpServletResponse response() {
        ServletOutputStream out = output(body);
        return (HttpServletResponse) Proxy.newProxyInstance(FakeExchange.class.getClassLoader(),
                new Class<?>[] {HttpServletResponse.class}, (proxy, method, arguments) -> switch (method.getName()) {
                    case "setStatus" -> status = (Integer) arguments[0];
                    case "setHeader", "addHeader" -> headers.put((String) arguments[0], (String) arguments[1]);
                    case "setContentType" -> headers.put("Content-Type", (String) arguments[0]);
                    case "setContentLength" -> null;
                    case "getOutputStream" -> out;
                    default -> throw new UnsupportedOperationException(method.getName());
                });
    }

    /** @return a servlet's output stream that writes to the sink (and fails as it fails) */
    static ServletOutputStream output(OutputStream sink) {
        return new ServletOutputStream() {
            @Override
            public void write(int b) throws IOException {
                sink.write(b);
            }

            @Override
            public boolean isReady() {
                return true;
            }

            @Override
            public void setWriteListener(WriteListener listener) {
                throw new UnsupportedOperationException();
            }
        };
    }

    String body() {
        return body.toString(StandardCharsets.UTF_8);
    }
}
