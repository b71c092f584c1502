package org.stratagem.engine.search.dfpn;

/**
 * The table of df-pn: for a position (its key) and a question about it (see {@link Dfpn}), the
 * latest proof and disproof numbers and the work they cost. Df-pn keeps nothing of a node on its
 * stack once it returns; everything it learnt lives here, so the table is the search's memory.
 *
 * <p>Layout. Three parallel arrays: the full 64-bit key, the packed {@link ProofNumbers}, and a tag
 * (the work in bits 1-30, the question in bit 0; a tag of 0 marks an empty slot, so key 0 is a key
 * like any other): 20 bytes an entry, no object per entry. Open addressing: an entry lies within
 * {@value #WINDOW} slots of its home slot, chosen by Fibonacci hashing of the key as in the
 * transposition table, and the two questions about a position are two entries. Entries are never
 * removed, only overwritten, so a lookup stops at the first empty slot.
 *
 * <p>Size. The table starts small and doubles when half full, up to the largest size its memory
 * budget allows (or its smallest size, 64 slots, should the budget be smaller still); at most half
 * full, a window is rarely without room (for about one new entry in a thousand, by simulation of
 * random keys).
 *
 * <p>Replacement. A new entry with no room in its window, which becomes the rule once the table
 * has reached its budget and filled up, takes the slot of the entry there that cost the least work
 * (the number of nodes searched to compute it, summed over the searches of its node): the cheapest
 * to compute again, as in the SmallTreeGC of Nagai's df-pn ("Df-pn algorithm for searching AND/OR
 * trees and its applications", PhD thesis, University of Tokyo, 2002). A new entry always goes in,
 * since the numbers just stored are the ones the search reads next as it climbs back up the current
 * line: a full table forgets cheap results and never refuses a store.
 *
 * <p>Single-threaded: one search owns the table while it runs.
 */
final class ProofTable {
    /** What {@link #find} returns for a position and question the table does not hold. */
    static final long ABSENT = -1;

    private static final int WINDOW = 16;
    private static final int MIN_SLOTS = 64;
    private static final int INITIAL_SLOTS = 1 << 12;
    private static final int ENTRY_BYTES = Long.BYTES + Long.BYTES + Integer.BYTES;
    private static final int MAX_WORK = Integer.MAX_VALUE >>> 1;
    private static final long GOLDEN = 0x9E3779B97F4A7C15L;

    private final int maxSlots;
    private long[] keys;
    private long[] numbers;
    private int[] tags;
    private int mask;
    private int size;

    /**
     * @param budgetBytes the most memory the table may hold
     */
    ProofTable(long budgetBytes) {
        maxSlots = (int) Math.min(Long.highestOneBit(Math.max(budgetBytes / ENTRY_BYTES, MIN_SLOTS)), 1 << 28);
        allocate(Math.min(INITIAL_SLOTS, maxSlots));
    }

    /**
     * @param key      a position's key
     * @param question the question about it
     * @return the numbers stored for them, or {@link #ABSENT}
     */
    long find(long key, int question) {
        int slot = home(key);
        for (int probe = 0; probe < WINDOW && tags[slot] != 0; probe++, slot = (slot + 1) & mask) {
            if (holds(slot, key, question)) {
                return numbers[slot];
            }
        }
        return ABSENT;
    }

    /**
     * Stores the numbers of a position and question, adding to the work already spent on them.
     *
     * @param key      the position's key
     * @param question the question, 0 or 1
     * @param pair     the packed numbers
     * @param work     the nodes searched to compute them
     */
    void store(long key, int question, long pair, long work) {
        int slot = slotFor(key, question);
        boolean known = holds(slot, key, question);
        if (!known && size >= tags.length / 2 && tags.length < maxSlots) {
            grow();
            slot = slotFor(key, question);
        }
        if (known) {
            work += tags[slot] >>> 1;
        } else if (tags[slot] == 0) {
            size++;
        }
        keys[slot] = key;
        numbers[slot] = pair;
        tags[slot] = (int) Math.min(Math.max(work, 1), MAX_WORK) << 1 | question;
    }

    /** @return the number of entries held */
    int size() {
        return size;
    }

    /** @return the memory the table holds, in bytes */
    long bytes() {
        return (long) tags.length * ENTRY_BYTES;
    }

    /**
     * @return the slot of the key's entry for the question; else the first empty slot of its
     *         window; else the slot of the window's cheapest entry
     */
    private int slotFor(long key, int question) {
        int slot = home(key);
        int cheapest = slot;
        for (int probe = 0; probe < WINDOW; probe++, slot = (slot + 1) & mask) {
            if (tags[slot] == 0 || holds(slot, key, question)) {
                return slot;
            }
            if (tags[slot] >>> 1 < tags[cheapest] >>> 1) {
                cheapest = slot;
            }
        }
        return cheapest;
    }

    private boolean holds(int slot, long key, int question) {
        return tags[slot] != 0 && keys[slot] == key && (tags[slot] & 1) == question;
    }

    private void grow() {
        long[] oldKeys = keys;
        long[] oldNumbers = numbers;
        int[] oldTags = tags;
        allocate(oldTags.length * 2);
        for (int old = 0; old < oldTags.length; old++) {
            if (oldTags[old] != 0) {
                int slot = slotFor(oldKeys[old], oldTags[old] & 1);
                if (tags[slot] == 0) {
                    size++;
                }
                keys[slot] = oldKeys[old];
                numbers[slot] = oldNumbers[old];
                tags[slot] = oldTags[old];
            }
        }
    }

    private void allocate(int slots) {
        keys = new long[slots];
        numbers = new long[slots];
        tags = new int[slots];
        mask = slots - 1;
        size = 0;
    }

    private int home(long key) {
        return (int) ((key * GOLDEN) >>> 32) & mask;
    }
}
