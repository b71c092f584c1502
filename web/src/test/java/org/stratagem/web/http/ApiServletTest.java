package org.stratagem.web.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import jakarta.servlet.ReadListener;
import jakarta.servlet.ServletInputStream;
import jakarta.servlet.http.HttpServletRequest;
import java.io.ByteArrayInputStream;
import java.lang.reflect.Proxy;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The servlet's reading of a body: whole up to the limit, a 413 past it, whatever Content-Length claims. */
class ApiServletTest {

    @Test
    void aBodyUpToTheLimitIsReadWhole() throws Exception {
        String body = "x".repeat(ApiServlet.MAX_BODY);
        assertEquals(body, ApiServlet.body(request(body, body.length())));
    }

    @Test
    void aLargerBodyIsA413WhetherItsLengthIsDeclaredOrNot() {
        String body = "x".repeat(ApiServlet.MAX_BODY + 1);
        assertEquals(413, assertThrows(HttpError.class, () -> ApiServlet.body(request(body, body.length()))).status());
        assertEquals(413, assertThrows(HttpError.class, () -> ApiServlet.body(request(body, -1))).status());
        assertEquals(413, assertThrows(HttpError.class, () -> ApiServlet.body(request("", 1L << 40))).status());
    }

    private static HttpServletRequest request(String body, long declaredLength) {
        ByteArrayInputStream bytes = new ByteArrayInputStream(body.getBytes(StandardCharsets.UTF_8));
        ServletInputStream in = new ServletInputStream() {
            @Override
            public int read() {
                return bytes.read();
            }

            @Override
            public boolean isFinished() {
                return bytes.available() == 0;
            }

            @Override
            public boolean isReady() {
                return true;
            }

            @Override
            public void setReadListener(ReadListener listener) {
                throw new UnsupportedOperationException();
            }
        };
        return (HttpServletRequest) Proxy.newProxyInstance(ApiServletTest.class.getClassLoader(),
                new Class<?>[] {HttpServletRequest.class}, (proxy, method, arguments) -> switch (method.getName()) {
                    case "getContentLengthLong" -> declaredLength;
                    case "getInputStream" -> in;
                    default -> throw new UnsupportedOperationException(method.getName());
                });
    }
}
