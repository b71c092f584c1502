package org.stratagem.web.http;

import java.util.Map;

/**
 * A request the API refuses, with the HTTP status that says why (400 bad input, 404 unknown id or
 * endpoint, 405 method, 413 too large, 503 busy, and 500 when a command the request ran failed inside the platform), a one-line message for the {@code error} field and
 * the headers the status calls for ({@code Allow} on a 405).
 */
final class HttpError extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final int status;
    private final transient Map<String, String> headers;

    HttpError(int status, String message) {
        this(status, message, Map.of());
    }

    HttpError(int status, String message, Map<String, String> headers) {
        super(message, null, false, false);
        this.status = status;
        this.headers = headers;
    }

    /** @return a 405 naming the one method the endpoint takes */
    static HttpError methodNotAllowed(String allowed) {
        return new HttpError(405, "method not allowed; use " + allowed, Map.of("Allow", allowed));
    }

    int status() {
        return status;
    }

    Map<String, String> headers() {
        return headers;
    }
}
