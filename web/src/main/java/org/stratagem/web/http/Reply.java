package org.stratagem.web.http;

import java.util.Map;

/**
 * One HTTP answer: status, content type, body and extra headers.
 *
 * @param status      the HTTP status
 * @param contentType the content type of the body
 * @param body        the body
 * @param headers     headers besides the content type (Allow on a 405)
 */
record Reply(int status, String contentType, String body, Map<String, String> headers) {
    static final String JSON = "application/json; charset=utf-8";

    static Reply json(int status, String body) {
        return new Reply(status, JSON, body, Map.of());
    }

    Reply withHeaders(Map<String, String> added) {
        return new Reply(status, contentType, body, added);
    }
}
