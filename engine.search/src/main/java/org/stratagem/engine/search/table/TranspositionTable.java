package org.stratagem.engine.search.table;

import java.util.concurrent.atomic.LongAdder;
import org.stratagem.engine.api.MoveList;

/**
 * The transposition table: what an alpha-beta search learnt about a position (a score and the
 * kind of bound it is, the depth it was searched to, the best move), found again when the
 * position recurs by another move order, in the next iteration, or in another thread's search.
 *
 * <p>Layout. {@code long[]} segments of {@value #SEGMENT_BUCKETS} buckets, three words an entry,
 * {@value #BUCKET} entries a bucket (96 bytes, one or two cache lines): a <em>data</em> word (score in bits 0-31, depth in 32-39,
 * bound in 40-41, generation in 42-47), a <em>move</em> word and a <em>lock</em> word, the
 * position's full 64-bit key XOR the other two. No object per entry. A key's bucket is chosen
 * from the upper bits of the key times 2^64 over the golden ratio (Fibonacci hashing, which spreads
 * the small, structured exact keys of board games as well as random hashes), scaled to the number
 * of buckets by a multiply-shift, so that the table uses its whole memory budget, not the largest
 * power of two below it. Bound 0 marks an empty entry, so key 0 is a key like any other.
 *
 * <p>Threads, without locks. The search threads of Lazy SMP share one table and read and write it
 * with plain, unsynchronised array accesses: no lock, no compare-and-swap, nothing that makes
 * threads wait for each other on the hot path. Two threads storing into one entry at once may
 * interleave their words, and a thread may read an entry while another rewrites it, seeing some
 * words old and some new (the Java memory model even lets a plain {@code long} be written in two
 * halves). Such a mixture must never be taken for an entry: the lock word is the key XOR the data
 * XOR the move, and {@link #probe} accepts an entry only if XOR-ing back the data and move words
 * it read gives the key it looks for (Hyatt and Mann, "A lockless transposition-table
 * implementation for parallel search", ICGA Journal 25(1), 2002). A mixture of words from different
 * stores fails that check, except with the probability of two random 64-bit values agreeing, the
 * same odds as a collision of hash keys, and reads as a miss. The trade-off: a store can be lost to
 * a racing one, and a racing read can miss an entry that is there; both only cost a re-search,
 * while locking would cost every probe. A probe copies the words it validated into the caller's
 * {@link Probe}, so that the fields it then reads belong to that one entry.
 *
 * <p>Replacement: depth-preferred, with aging. Every search bumps a 6-bit generation
 * ({@link #newSearch()}); an entry carries the generation that stored it, or last found it. A store
 * for a key the bucket holds rewrites that entry when it is at least as deep as what is there (or
 * what is there is stale); else the store evicts the least valuable entry of the bucket: an empty
 * one, else a stale one (from an earlier search of the session) before any entry of the current
 * search, and among those the shallowest. The deepest entries of the current search survive, and a
 * recent result always finds a place. A probe that finds a stale entry makes it current again, so
 * what the current search still uses is kept (as Stockfish's {@code tt.cpp} does).
 *
 * <p>Solved entries. An entry whose value did not depend on any horizon evaluation (it is exact to
 * the end of the game, within its bound) is stored with depth {@link #SOLVED}, deeper than any
 * search: it settles its bound at every depth, and it outranks every other entry in replacement. A
 * solved lower bound and a solved upper bound of the same score, stored one after the other, make
 * the position's exact value: the entry becomes exact, with the lower bound's move (the move that
 * reaches the value), rather than the second bound replacing the first; and a solved bound never
 * replaces a solved exact value (another thread may store one late).
 *
 * <p>Made once, reused. The table is allocated when a session is told its memory (zeroing a large
 * array takes about a second a gigabyte on a cold heap) and then serves every search of the session.
 * It is allocated segment by segment, not as one array: the JVM zeroes an array without letting a
 * garbage collection start, so that one array of gigabytes, made on a thread beside a search, would
 * hold that search still at its next allocation for as long as the zeroing takes (seconds, measured:
 * a Gomocup move of 4.4 s under a 1 s limit); a segment holds it a few milliseconds at most.
 * Finding a bucket's segment costs a shift and a load. Once made, the table is never cleared by
 * filling: {@link #newSearch()} ages the entries by generation and {@link #forgetAll()} forgets them for
 * another game by changing a key salt, both in constant time, so that no search spends its time
 * clearing memory.
 *
 * <p>Statistics: each thread counts its probes and hits in its own {@link Probe} (no shared
 * counter on the hot path) and adds them to the table's totals when its search ends
 * ({@link #collect}); {@link #hitRate()} is hits over probes since the table was made.
 */
public final class TranspositionTable {
    /** Bound of a score that is at least the value (the search failed low). */
    public static final int UPPER = 1;
    /** Bound of a score that is at most the value (the search failed high). */
    public static final int LOWER = 2;
    /** Bound of a score that is the value. */
    public static final int EXACT = 3;
    /** The depth of a solved entry: its value is exact to the end of the game. */
    public static final int SOLVED = 255;
    /** The deepest depth stored as such; deeper searches are stored as this (a safe under-statement). */
    public static final int MAX_DEPTH = 254;
    /** The entries of a bucket, among which a key may be stored. */
    public static final int BUCKET = 4;
    /** The memory of one entry: three {@code long} words. */
    public static final int ENTRY_BYTES = 3 * Long.BYTES;

    private static final int WORDS = 3;
    private static final int LOCK = 0;
    private static final int DATA = 1;
    private static final int MOVE = 2;
    private static final int BUCKET_WORDS = BUCKET * WORDS;
    private static final int SEGMENT_BITS = 16;
    /** The buckets of a segment: 6 MiB, zeroed by the JVM in a few milliseconds. */
    private static final int SEGMENT_BUCKETS = 1 << SEGMENT_BITS;
    private static final int GENERATIONS = 64;
    private static final long GOLDEN = 0x9E3779B97F4A7C15L;

    /** The buckets, {@value #SEGMENT_BUCKETS} a segment (the last one shorter). */
    private final long[][] segments;
    private final long buckets;
    private final boolean enabled;
    private final LongAdder probes = new LongAdder();
    private final LongAdder hits = new LongAdder();
    private int generation;
    /** XOR-ed into every key before it is hashed and stored: changed to forget every entry at once. */
    private long salt;

    /**
     * A table that fits a memory budget.
     *
     * @param budgetBytes the most memory the table may take; at least one bucket is made
     */
    public TranspositionTable(long budgetBytes) {
        this(Math.min(Math.max(budgetBytes / (BUCKET * ENTRY_BYTES), 1), Integer.MAX_VALUE / BUCKET_WORDS), true);
    }

    private TranspositionTable(long buckets, boolean enabled) {
        this.buckets = buckets;
        this.enabled = enabled;
        segments = new long[(int) ((buckets + SEGMENT_BUCKETS - 1) / SEGMENT_BUCKETS)][];
        for (int i = 0; i < segments.length; i++) {
            segments[i] = new long[(int) Math.min(SEGMENT_BUCKETS, buckets - (long) i * SEGMENT_BUCKETS) * BUCKET_WORDS];
        }
    }

    /** @return a table that stores nothing and finds nothing, to search without one */
    public static TranspositionTable disabled() {
        return new TranspositionTable(1, false);
    }

    /**
     * Starts a new search: entries of earlier searches become stale and give way first. Called
     * before the search threads start, which makes the new generation visible to them.
     */
    public void newSearch() {
        generation = (generation + 1) % GENERATIONS;
    }

    /**
     * Forgets every entry at once, in constant time, for the searches of another game (or of the
     * same game with another move generator), whose keys mean other positions: the table's key salt
     * changes, so that no earlier entry matches a key again (but with the odds of a 64-bit
     * collision), and the generation moves on, so that earlier entries are stale and give way first.
     * Nothing is filled: the memory was zeroed once, when the table was made.
     */
    public void forgetAll() {
        salt = mix(salt + GOLDEN);
        newSearch();
    }

    /**
     * What one thread found in the table: the fields of the entry its last successful
     * {@link #probe} validated, and its own count of probes and hits. Belongs to one thread.
     */
    public static final class Probe {
        private long data;
        private int move;
        private long probeCount;
        private long hitCount;

        /** @return the stored score, relative to the node (see {@link StoredScore#fromStored}) */
        public int score() {
            return (int) data;
        }

        /** @return the depth searched, or {@link #SOLVED} */
        public int depth() {
            return TranspositionTable.depth(data);
        }

        /** @return {@link #UPPER}, {@link #LOWER} or {@link #EXACT} */
        public int bound() {
            return TranspositionTable.bound(data);
        }

        /** @return the best move found, or {@link MoveList#NONE} */
        public int move() {
            return move;
        }

        /** @return the probes made since the last {@link TranspositionTable#collect} */
        public long probes() {
            return probeCount;
        }

        /** @return the probes that found an entry since the last {@link TranspositionTable#collect} */
        public long hits() {
            return hitCount;
        }
    }

    /**
     * Looks a position up.
     *
     * @param key   the position's key
     * @param found receives the entry's fields if there is one
     * @return whether the table holds an entry for the key
     */
    public boolean probe(long key, Probe found) {
        found.probeCount++;
        if (!enabled) {
            return false;
        }
        long entryKey = key ^ salt;
        int bucket = bucket(entryKey);
        long[] words = segments[bucket >>> SEGMENT_BITS];
        int first = (bucket & SEGMENT_BUCKETS - 1) * BUCKET_WORDS;
        for (int at = first; at < first + BUCKET_WORDS; at += WORDS) {
            long data = words[at + DATA];
            long move = words[at + MOVE];
            if (bound(data) != 0 && (words[at + LOCK] ^ data ^ move) == entryKey) {
                if (generation(data) != generation) {
                    write(words, at, entryKey, withGeneration(data), move);
                }
                found.data = data;
                found.move = (int) move;
                found.hitCount++;
                return true;
            }
        }
        return false;
    }

    /**
     * Whether a stored score settles a search window: an exact score always does, a lower bound
     * at or above beta and an upper bound at or below alpha do.
     *
     * @param bound the stored bound
     * @param score the stored score, relative to the root
     * @param alpha the window's lower end
     * @param beta  the window's upper end
     * @return whether the node can return the score without a search
     */
    public static boolean settles(int bound, int score, int alpha, int beta) {
        return bound == EXACT || bound == LOWER && score >= beta || bound == UPPER && score <= alpha;
    }

    /**
     * Stores what a search found about a position.
     *
     * @param key   the position's key
     * @param score the score relative to the node ({@link StoredScore#toStored})
     * @param depth the depth searched, or {@link #SOLVED}; depths above {@link #MAX_DEPTH} are stored as it
     * @param bound {@link #UPPER}, {@link #LOWER} or {@link #EXACT}
     * @param move  the best move found, or {@link MoveList#NONE}
     */
    public void store(long key, int score, int depth, int bound, int move) {
        if (!enabled) {
            return;
        }
        int stored = depth == SOLVED ? SOLVED : Math.min(depth, MAX_DEPTH);
        long data = withGeneration((score & 0xFFFF_FFFFL) | (long) stored << 32 | (long) bound << 40);
        long entryKey = key ^ salt;
        int bucket = bucket(entryKey);
        long[] words = segments[bucket >>> SEGMENT_BITS];
        int first = (bucket & SEGMENT_BUCKETS - 1) * BUCKET_WORDS;
        int victim = first;
        for (int at = first; at < first + BUCKET_WORDS; at += WORDS) {
            long old = words[at + DATA];
            long oldMove = words[at + MOVE];
            if (bound(old) != 0 && (words[at + LOCK] ^ old ^ oldMove) == entryKey) {
                storeOver(words, at, entryKey, old, oldMove, data, move);
                return;
            }
            if (worth(old) < worth(words[victim + DATA])) {
                victim = at;
            }
        }
        write(words, victim, entryKey, data, move);
    }

    /**
     * Stores over the entry of the same key: a solved entry is kept against an unsolved one of the
     * current search and a solved exact one against a solved bound; a solved lower and upper bound of
     * one score make the exact value; otherwise the deeper (or fresher) result wins.
     */
    private void storeOver(long[] words, int at, long key, long old, long oldMove, long data, int move) {
        boolean bothSolved = depth(data) == SOLVED && depth(old) == SOLVED;
        if (bothSolved && bound(old) == EXACT) {
            return;
        }
        if (bothSolved && bound(old) + bound(data) == LOWER + UPPER && (int) old == (int) data) {
            write(words, at, key, withGeneration(old | (long) EXACT << 40), bound(data) == LOWER ? move : oldMove);
        } else if (depth(data) >= depth(old) || generation(old) != generation) {
            write(words, at, key, data, move);
        }
    }

    /**
     * Adds a thread's counts of probes and hits to the table's totals and resets them; called by
     * each thread when its search ends.
     *
     * @param probe the thread's probe
     */
    public void collect(Probe probe) {
        probes.add(probe.probeCount);
        hits.add(probe.hitCount);
        probe.probeCount = 0;
        probe.hitCount = 0;
    }

    /** @return the probes collected since the table was made */
    public long probes() {
        return probes.sum();
    }

    /** @return the probes collected since the table was made that found an entry */
    public long hits() {
        return hits.sum();
    }

    /** @return hits over probes, 0 before the first probe */
    public double hitRate() {
        long count = probes();
        return count == 0 ? 0 : (double) hits() / count;
    }

    /** @return the memory the table holds, in bytes */
    public long bytes() {
        return buckets * BUCKET * ENTRY_BYTES;
    }

    /** The entries to evict first have the lowest worth: empty, then stale, then shallow. */
    private int worth(long data) {
        if (bound(data) == 0) {
            return -1;
        }
        return generation(data) == generation ? SOLVED + 1 + depth(data) : depth(data);
    }

    private static void write(long[] words, int at, long key, long data, long move) {
        words[at + DATA] = data;
        words[at + MOVE] = move;
        words[at + LOCK] = key ^ data ^ move;
    }

    private long withGeneration(long data) {
        return data & ~(63L << 42) | (long) generation << 42;
    }

    private int bucket(long key) {
        long hash = (key * GOLDEN) >>> 32;
        return (int) (hash * buckets >>> 32);
    }

    /** Stafford's variant 13 of MurmurHash3's finaliser: a bijection that scatters every bit. */
    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    private static int depth(long data) {
        return (int) (data >>> 32) & 0xFF;
    }

    private static int bound(long data) {
        return (int) (data >>> 40) & 3;
    }

    private static int generation(long data) {
        return (int) (data >>> 42) & 63;
    }
}
