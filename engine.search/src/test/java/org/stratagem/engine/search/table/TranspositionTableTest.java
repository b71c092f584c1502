package org.stratagem.engine.search.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.stratagem.engine.api.search.Score;

/** The transposition table's packing, replacement with aging, budget, statistics and lockless sharing. */
class TranspositionTableTest {
    /** The bytes of one bucket. */
    private static final int BUCKET_BYTES = TranspositionTable.BUCKET * TranspositionTable.ENTRY_BYTES;

    private final TranspositionTable.Probe probe = new TranspositionTable.Probe();

    @Test
    void storesAndFindsEveryField() {
        TranspositionTable table = new TranspositionTable(1 << 20);
        int win = StoredScore.toStored(Score.proven(3, 7), 5);
        table.store(0, win, TranspositionTable.SOLVED, TranspositionTable.LOWER, 42);
        table.store(-1, -12345, 17, TranspositionTable.UPPER, -1);
        assertTrue(table.probe(0, probe), "key 0 is a key like any other");
        assertEquals(win, probe.score());
        assertEquals(Score.proven(3, 7), StoredScore.fromStored(probe.score(), 5));
        assertEquals(TranspositionTable.SOLVED, probe.depth());
        assertEquals(TranspositionTable.LOWER, probe.bound());
        assertEquals(42, probe.move());
        assertTrue(table.probe(-1, probe));
        assertEquals(-12345, probe.score());
        assertEquals(17, probe.depth());
        assertEquals(TranspositionTable.UPPER, probe.bound());
        assertEquals(-1, probe.move());
        assertFalse(table.probe(1, probe), "an absent key");
        table.store(7, Integer.MIN_VALUE, 999, TranspositionTable.EXACT, Integer.MAX_VALUE);
        assertTrue(table.probe(7, probe));
        assertEquals(TranspositionTable.MAX_DEPTH, probe.depth(), "deep searches are stored as MAX_DEPTH");
        assertEquals(Integer.MIN_VALUE, probe.score());
        assertEquals(Integer.MAX_VALUE, probe.move());
    }

    @Test
    void aFullBucketEvictsItsShallowestEntry() {
        TranspositionTable table = new TranspositionTable(BUCKET_BYTES);
        assertEquals(BUCKET_BYTES, table.bytes(), "one bucket: every key shares it");
        int[] depths = {9, 3, 12, 5};
        for (int i = 0; i < depths.length; i++) {
            table.store(100 + i, i, depths[i], TranspositionTable.EXACT, i);
        }
        table.store(200, 0, 1, TranspositionTable.EXACT, 0);
        assertFalse(table.probe(101, probe), "the shallowest entry went");
        assertTrue(table.probe(200, probe), "a recent entry always finds a place");
        table.store(201, 0, 2, TranspositionTable.EXACT, 0);
        assertFalse(table.probe(200, probe), "and gives way to the next");
        for (long kept : new long[] {100, 102, 103, 201}) {
            assertTrue(table.probe(kept, probe), kept + " stays");
        }
        table.store(300, 0, TranspositionTable.SOLVED, TranspositionTable.EXACT, 0);
        table.store(301, 0, TranspositionTable.MAX_DEPTH, TranspositionTable.EXACT, 0);
        table.store(302, 0, TranspositionTable.MAX_DEPTH, TranspositionTable.EXACT, 0);
        table.store(303, 0, TranspositionTable.MAX_DEPTH, TranspositionTable.EXACT, 0);
        table.store(304, 0, TranspositionTable.MAX_DEPTH, TranspositionTable.EXACT, 0);
        assertTrue(table.probe(300, probe), "a solved entry outranks every depth");
    }

    @Test
    void anEntryOfTheSameKeyIsRewrittenOnlyByOneAsDeep() {
        TranspositionTable table = new TranspositionTable(BUCKET_BYTES);
        table.store(5, 50, 8, TranspositionTable.LOWER, 1);
        table.store(5, 60, 4, TranspositionTable.EXACT, 2);
        assertTrue(table.probe(5, probe));
        assertEquals(50, probe.score(), "a shallower result does not overwrite a deeper one");
        table.store(5, 70, 8, TranspositionTable.UPPER, 3);
        assertTrue(table.probe(5, probe));
        assertEquals(70, probe.score(), "one as deep does");
        assertEquals(3, probe.move());
        for (long other = 6; other < 9; other++) {
            table.store(other, 0, 20, TranspositionTable.EXACT, 0);
        }
        assertTrue(table.probe(5, probe), "a key has one entry: the bucket had room for three more");
    }

    @Test
    void solvedBoundsOfTheSameScoreMakeAnExactEntryWithTheLowerBoundsMove() {
        TranspositionTable table = new TranspositionTable(BUCKET_BYTES);
        table.store(5, -40, TranspositionTable.SOLVED, TranspositionTable.LOWER, 7);
        table.store(5, -40, TranspositionTable.SOLVED, TranspositionTable.UPPER, 2);
        assertTrue(table.probe(5, probe));
        assertEquals(List.of(-40, TranspositionTable.SOLVED, TranspositionTable.EXACT, 7),
                List.of(probe.score(), probe.depth(), probe.bound(), probe.move()));
        table.store(6, 30, TranspositionTable.SOLVED, TranspositionTable.UPPER, 2);
        table.store(6, 30, TranspositionTable.SOLVED, TranspositionTable.LOWER, 9);
        assertTrue(table.probe(6, probe));
        assertEquals(List.of(30, TranspositionTable.EXACT, 9), List.of(probe.score(), probe.bound(), probe.move()));
        table.store(7, 30, TranspositionTable.SOLVED, TranspositionTable.LOWER, 9);
        table.store(7, 20, TranspositionTable.SOLVED, TranspositionTable.UPPER, 2);
        assertTrue(table.probe(7, probe));
        assertEquals(List.of(20, TranspositionTable.UPPER, 2), List.of(probe.score(), probe.bound(), probe.move()),
                "bounds of different scores: the later replaces the earlier");
        table.store(8, 30, TranspositionTable.SOLVED, TranspositionTable.EXACT, 4);
        table.store(8, 20, TranspositionTable.SOLVED, TranspositionTable.LOWER, 5);
        assertTrue(table.probe(8, probe));
        assertEquals(List.of(30, TranspositionTable.EXACT, 4), List.of(probe.score(), probe.bound(), probe.move()),
                "a solved bound never replaces a solved exact value");
    }

    @Test
    void aStaleEntryIsReplacedFirstHoweverDeep() {
        TranspositionTable table = new TranspositionTable(BUCKET_BYTES);
        for (long key = 0; key < TranspositionTable.BUCKET; key++) {
            table.store(key, 0, 40 + (int) key, TranspositionTable.EXACT, 0);
        }
        table.store(0, 0, TranspositionTable.SOLVED, TranspositionTable.EXACT, 0);
        table.newSearch();
        assertTrue(table.probe(2, probe), "found by the new search: current again");
        table.store(10, 0, 1, TranspositionTable.EXACT, 0);
        table.store(11, 0, 1, TranspositionTable.EXACT, 0);
        table.store(12, 0, 2, TranspositionTable.EXACT, 0);
        assertFalse(table.probe(0, probe), "a stale solved entry went before any current one");
        assertFalse(table.probe(1, probe), "stale");
        assertFalse(table.probe(3, probe), "stale");
        for (long current : new long[] {2, 10, 11, 12}) {
            assertTrue(table.probe(current, probe), current + " is current");
        }
        table.store(13, 0, 3, TranspositionTable.EXACT, 0);
        assertFalse(table.probe(10, probe), "once none is stale, the shallowest current entry goes");
        assertTrue(table.probe(11, probe));
        table.store(2, 0, 1, TranspositionTable.EXACT, 9);
        assertTrue(table.probe(2, probe));
        assertEquals(42, probe.depth(), "a current entry of the same key keeps its depth");
        table.newSearch();
        table.store(2, 0, 1, TranspositionTable.EXACT, 9);
        assertTrue(table.probe(2, probe));
        assertEquals(1, probe.depth(), "a stale entry of the same key gives way to a shallower one");
    }

    @Test
    void settlesOnlyWhatItsBoundAllows() {
        assertTrue(TranspositionTable.settles(TranspositionTable.EXACT, 5, 0, 10));
        assertTrue(TranspositionTable.settles(TranspositionTable.LOWER, 10, 0, 10));
        assertFalse(TranspositionTable.settles(TranspositionTable.LOWER, 9, 0, 10));
        assertTrue(TranspositionTable.settles(TranspositionTable.UPPER, 0, 0, 10));
        assertFalse(TranspositionTable.settles(TranspositionTable.UPPER, 1, 0, 10));
    }

    @Test
    void fitsItsBudgetAndADisabledTableHoldsNothing() {
        for (long budget : new long[] {1 << 10, 1 << 20, 16 << 20, 1_000_000}) {
            TranspositionTable table = new TranspositionTable(budget);
            assertTrue(table.bytes() <= budget && table.bytes() > budget - BUCKET_BYTES, budget + " gave " + table.bytes());
        }
        TranspositionTable disabled = TranspositionTable.disabled();
        disabled.store(5, 1, 1, TranspositionTable.EXACT, 1);
        assertFalse(disabled.probe(5, probe));
    }

    @Test
    void countsProbesAndHits() {
        TranspositionTable table = new TranspositionTable(1 << 16);
        table.store(1, 0, 1, TranspositionTable.EXACT, 0);
        table.probe(1, probe);
        table.probe(2, probe);
        table.probe(1, probe);
        table.probe(3, probe);
        assertEquals(4, probe.probes());
        assertEquals(2, probe.hits());
        assertEquals(0, table.hitRate(), "nothing collected yet");
        table.collect(probe);
        assertEquals(0, probe.probes(), "collecting resets the thread's counts");
        TranspositionTable.Probe other = new TranspositionTable.Probe();
        table.probe(1, other);
        table.collect(other);
        assertEquals(5, table.probes());
        assertEquals(3, table.hits());
        assertEquals(0.6, table.hitRate(), 1e-9);
    }

    /**
     * Threads storing and probing one small table at once, without locks: every entry a probe
     * accepts must be one entry that some thread stored, never a mixture of the words of two. Each
     * entry's fields are functions of its key, so a mixture shows. The bucket count is tiny, so that
     * stores to the same entry race all the time.
     */
    @Test
    @Timeout(30)
    void threadsSharingTheTableNeverReadAMixedEntry() throws InterruptedException {
        TranspositionTable table = new TranspositionTable(2 * BUCKET_BYTES);
        int threads = 4;
        long[] keys = new SplittableRandom(7).longs(64).toArray();
        AtomicReference<String> corrupted = new AtomicReference<>();
        AtomicLong hits = new AtomicLong();
        CountDownLatch start = new CountDownLatch(1);
        Thread[] workers = new Thread[threads];
        for (int t = 0; t < threads; t++) {
            SplittableRandom random = new SplittableRandom(t);
            workers[t] = new Thread(() -> {
                TranspositionTable.Probe found = new TranspositionTable.Probe();
                awaitQuietly(start);
                for (int i = 0; i < 2_000_000 && corrupted.get() == null; i++) {
                    long key = keys[random.nextInt(keys.length)];
                    if (random.nextBoolean()) {
                        table.store(key, scoreOf(key), depthOf(key), boundOf(key), moveOf(key));
                    } else if (table.probe(key, found)) {
                        if (found.score() != scoreOf(key) || found.depth() != depthOf(key) || found.bound() != boundOf(key)
                                || found.move() != moveOf(key)) {
                            corrupted.compareAndSet(null, "key " + key + " read score " + found.score() + " depth "
                                    + found.depth() + " bound " + found.bound() + " move " + found.move());
                        }
                    }
                }
                table.collect(found);
            });
            workers[t].start();
        }
        start.countDown();
        for (Thread worker : workers) {
            worker.join();
        }
        assertNull(corrupted.get());
        assertTrue(table.hits() > 100_000, "the threads found each other's entries: " + table.hits() + " hits");
    }

    private static void awaitQuietly(CountDownLatch latch) {
        try {
            latch.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static int scoreOf(long key) {
        return (int) (key >>> 7);
    }

    private static int depthOf(long key) {
        return 1 + (int) ((key >>> 40) & 127);
    }

    private static int boundOf(long key) {
        return 1 + (int) Long.remainderUnsigned(key, 3);
    }

    private static int moveOf(long key) {
        return (int) (key * 31);
    }

    @Test
    void forgettingEveryEntryTakesNoFillingAndLeavesNothingFound() {
        TranspositionTable table = new TranspositionTable(16L << 20);
        for (long key = 0; key < 10_000; key++) {
            table.store(key, (int) key, 5, TranspositionTable.EXACT, 1);
        }
        assertTrue(table.probe(1234, probe));
        table.forgetAll();
        for (long key = 0; key < 10_000; key++) {
            assertFalse(table.probe(key, probe), "forgotten: " + key);
        }
        table.store(1234, 7, 3, TranspositionTable.LOWER, 2);
        assertTrue(table.probe(1234, probe));
        assertEquals(7, probe.score());
    }

    @Test
    void aTableOfManySegmentsFindsEveryKeyItKeeps() {
        TranspositionTable table = new TranspositionTable(40L << 20);
        assertEquals(40L << 20, table.bytes() + (40L << 20) % (TranspositionTable.BUCKET * TranspositionTable.ENTRY_BYTES));
        for (long key = 0; key < 200_000; key++) {
            table.store(key * 0x9E3779B97F4A7C15L, (int) key, 1, TranspositionTable.EXACT, 0);
        }
        int found = 0;
        for (long key = 0; key < 200_000; key++) {
            found += table.probe(key * 0x9E3779B97F4A7C15L, probe) && probe.score() == (int) key ? 1 : 0;
        }
        assertTrue(found > 199_000, "found " + found);
    }
}
