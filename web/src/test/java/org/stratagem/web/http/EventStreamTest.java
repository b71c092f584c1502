package org.stratagem.web.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.servlet.ServletOutputStream;
import jakarta.servlet.http.HttpServletResponse;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.lang.reflect.Proxy;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.stratagem.web.api.SessionEvent;

/**
 * Server-sent events without a server: the current state first, then each event in the text/event-stream
 * format; when the client has gone, the stream ends and its watch is closed.
 */
class EventStreamTest {
    private final List<Consumer<SessionEvent>> watchers = new CopyOnWriteArrayList<>();
    private final ByteArrayOutputStream sent = new ByteArrayOutputStream();
    private final Map<String, Object> response = new HashMap<>();
    private volatile boolean clientGone;

    private final EventFeed feed = new EventFeed() {
        @Override
        public SessionEvent current() {
            return new SessionEvent("state", Map.of("moves", List.of("7,7")));
        }

        @Override
        public AutoCloseable watch(Consumer<SessionEvent> watcher) {
            watchers.add(watcher);
            return () -> watchers.remove(watcher);
        }
    };

    @Test
    void theStateComesFirstThenEachEventUntilTheClientGoes() throws Exception {
        CompletableFuture<Void> served = CompletableFuture.runAsync(() -> {
            try {
                new EventStream().serve(feed, response(), () -> true);
            } catch (IOException failed) {
                throw new IllegalStateException(failed);
            }
        });
        long deadline = System.nanoTime() + 5_000_000_000L;
        while (watchers.isEmpty() && System.nanoTime() < deadline) {
            Thread.sleep(5);
        }
        watchers.get(0).accept(new SessionEvent("progress", Map.of("depth", 3)));
        awaitSent("event: progress\ndata: {\"depth\":3}\n\n");
        clientGone = true;
        watchers.get(0).accept(new SessionEvent("search", Map.of("bestMove", "8,8")));
        served.get(5, TimeUnit.SECONDS);
        assertEquals(List.of(), watchers, "the watch was not closed");
        assertEquals(200, response.get("status"));
        assertEquals("text/event-stream; charset=utf-8", response.get("contentType"));
        assertEquals("event: state\ndata: {\"moves\":[\"7,7\"]}\n\nevent: progress\ndata: {\"depth\":3}\n\n",
                sent.toString(StandardCharsets.UTF_8));
    }

    private void awaitSent(String text) throws InterruptedException {
        long deadline = System.nanoTime() + 5_000_000_000L;
        while (!sent.toString(StandardCharsets.UTF_8).contains(text) && System.nanoTime() < deadline) {
            Thread.sleep(5);
        }
        assertTrue(sent.toString(StandardCharsets.UTF_8).contains(text), sent.toString(StandardCharsets.UTF_8));
    }

    private HttpServletResponse response() {
        ServletOutputStream out = FakeExchange.output(new OutputStream() {
            @Override
            public void write(int b) throws IOException {
                if (clientGone) {
                    throw new IOException("the client has gone");
                }
                sent.write(b);
            }
        });
        return (HttpServletResponse) Proxy.newProxyInstance(EventStreamTest.class.getClassLoader(),
                new Class<?>[] {HttpServletResponse.class}, (proxy, method, arguments) -> switch (method.getName()) {
                    case "setStatus" -> response.put("status", arguments[0]);
                    case "setContentType" -> response.put("contentType", arguments[0]);
                    case "setHeader" -> response.put((String) arguments[0], arguments[1]);
                    case "getOutputStream" -> out;
                    default -> throw new UnsupportedOperationException(method.getName());
                });
    }
}
