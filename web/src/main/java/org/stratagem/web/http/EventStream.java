package org.stratagem.web.http;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import org.stratagem.web.api.SessionEvent;

/**
 * Server-sent events ({@code text/event-stream}): the feed's current state first, then each event as
 * {@code event: TYPE} and {@code data: JSON}, with a comment line every {@value #KEEP_ALIVE_SECONDS} s
 * so that idle connections stay open and a closed one is noticed. The stream ends when the client goes,
 * the feed ends, or the server stops. At most {@value #MAX_STREAMS} streams at once (a 503 beyond); a
 * client too slow to take {@value #BACKLOG} events loses the ones beyond.
 */
final class EventStream {
    static final int MAX_STREAMS = 32;
    static final int BACKLOG = 1024;
    static final int KEEP_ALIVE_SECONDS = 10;
    private static final Gson GSON = new GsonBuilder().serializeNulls().disableHtmlEscaping().create();
    private static final SessionEvent END = new SessionEvent("end", null);

    private final Semaphore streams = new Semaphore(MAX_STREAMS);

    /**
     * Serves a feed until the client, the feed or the server ends it; a refused feed is its error reply.
     *
     * @param feed     the events, or an HttpError when there is nothing to watch
     * @param response where they go
     * @param alive    whether the feed still has something to watch (asked at each keep-alive)
     */
    void serve(EventFeed feed, HttpServletResponse response, BooleanSupplier alive)
            throws IOException {
        if (!streams.tryAcquire()) {
            ApiServlet.write(Api.refusal(new HttpError(503, "busy: " + MAX_STREAMS + " event streams are open")), response);
            return;
        }
        BlockingQueue<SessionEvent> queue = new LinkedBlockingQueue<>(BACKLOG);
        try (AutoCloseable watch = feed.watch(queue::offer)) {
            response.setStatus(200);
            response.setContentType("text/event-stream; charset=utf-8");
            response.setHeader("Cache-Control", "no-store");
            OutputStream out = response.getOutputStream();
            send(out, feed.current());
            for (SessionEvent event = next(queue); event != END; event = next(queue)) {
                if (event == null) {
                    if (!alive.getAsBoolean()) {
                        return;
                    }
                    out.write(": keep-alive\n\n".getBytes(StandardCharsets.UTF_8));
                    out.flush();
                } else {
                    send(out, event);
                }
            }
        } catch (HttpError refused) {
            ApiServlet.write(Api.refusal(refused), response);
        } catch (IOException gone) {
            // the client closed the stream: nothing more to send
        } catch (Exception unclosable) {
            throw new IllegalStateException("cannot end the watch of an event stream", unclosable);
        } finally {
            streams.release();
        }
    }

    private static SessionEvent next(BlockingQueue<SessionEvent> queue) {
        try {
            return queue.poll(KEEP_ALIVE_SECONDS, TimeUnit.SECONDS);
        } catch (InterruptedException stopping) {
            Thread.currentThread().interrupt();
            return END;
        }
    }

    private static void send(OutputStream out, SessionEvent event) throws IOException {
        out.write(("event: " + event.type() + "\ndata: " + GSON.toJson(event.data()) + "\n\n").getBytes(StandardCharsets.UTF_8));
        out.flush();
    }
}
