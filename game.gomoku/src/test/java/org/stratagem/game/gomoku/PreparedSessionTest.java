package org.stratagem.game.gomoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.stratagem.engine.api.Position;
import org.stratagem.engine.api.search.SearchLimits;
import org.stratagem.engine.api.search.SearchRequest;
import org.stratagem.engine.api.search.SearchResult;
import org.stratagem.engine.api.search.SearchSession;

/**
 * The brain's tables are prepared when the memory is told, in a session of their own, while moves go
 * on with the session there is: no move waits for an allocation.
 */
class PreparedSessionTest {

    /** A session whose preparation waits until the test lets it finish. */
    private static final class Recording implements SearchSession {
        private final CountDownLatch release;
        private final List<SearchLimits> prepared = new ArrayList<>();

        Recording(CountDownLatch release) {
            this.release = release;
        }

        @Override
        public <P extends Position> SearchResult search(SearchRequest<P> request) {
            throw new UnsupportedOperationException("not searched here");
        }

        @Override
        public void prepare(SearchLimits limits) {
            prepared.add(limits);
            try {
                assertTrue(release.await(10, TimeUnit.SECONDS), "released");
            } catch (InterruptedException interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }

    @Test
    void movesGoOnWithTheOldTablesUntilTheNewOnesAreReady() throws InterruptedException {
        CountDownLatch atOnce = new CountDownLatch(0);
        CountDownLatch later = new CountDownLatch(1);
        Recording first = new Recording(atOnce);
        Recording second = new Recording(later);
        List<Recording> opened = new ArrayList<>(List.of(first, second));
        PreparedSession session = new PreparedSession(() -> opened.remove(0));
        List<String> messages = new ArrayList<>();
        assertEquals(List.of(SearchLimits.NONE), first.prepared, "the first session's default tables, at once");

        SearchLimits told = new SearchLimits(0, 0, 0, 1968, 1);
        session.prepare(told);
        assertSame(first, session.forMove(messages::add), "the move does not wait for the new tables");
        assertEquals(0, session.memoryMb());

        later.countDown();
        long waitUntil = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        SearchSession next = first;
        while (next == first && System.nanoTime() < waitUntil) {
            Thread.sleep(1);
            next = session.forMove(messages::add);
        }
        assertSame(second, next, "the first move after they are ready takes them");
        assertEquals(1968, session.memoryMb());
        assertEquals(List.of(told), second.prepared);
        session.prepare(told);
        assertTrue(opened.isEmpty() && messages.isEmpty(), "the same memory again prepares nothing: " + messages);
    }

    @Test
    void tablesThatCannotBePreparedAreSaidAndTheOldOnesServe() throws InterruptedException {
        Recording first = new Recording(new CountDownLatch(0));
        SearchSession failing = new SearchSession() {
            @Override
            public <P extends Position> SearchResult search(SearchRequest<P> request) {
                throw new UnsupportedOperationException("not searched here");
            }

            @Override
            public void prepare(SearchLimits limits) {
                throw new IllegalStateException("no room");
            }
        };
        List<SearchSession> opened = new ArrayList<>(List.of(first, failing));
        PreparedSession session = new PreparedSession(() -> opened.remove(0));
        session.prepare(new SearchLimits(0, 0, 0, 100, 1));
        List<String> messages = new ArrayList<>();
        long waitUntil = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (messages.isEmpty() && System.nanoTime() < waitUntil) {
            Thread.sleep(1);
            assertSame(first, session.forMove(messages::add));
        }
        assertEquals(List.of("MESSAGE tables of 100 MiB could not be prepared (no room); playing on with 0 MiB"), messages);
    }
}
