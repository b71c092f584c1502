package org.stratagem.engine.search.table;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * A hash table from 64-bit position keys to small integer values, with open addressing and linear
 * probing, packed into primitive arrays: the keys in a {@code long[]}, which slots are taken in a
 * bit set (so every key, 0 included, is a valid key), and the values in a {@code byte[]}, one or
 * four bytes each (the solver's outcomes take a byte, the records of breadth-first search an int).
 * No boxing, no object per entry.
 *
 * <p>Keys are never removed. The table starts small and doubles when three quarters full, up to
 * the largest capacity its memory budget allows; there, a new key is refused ({@link #put}
 * returns false) and the caller carries on without storing it, so the table never grows beyond
 * its budget (or beyond its smallest size, 64 slots, should the budget be smaller still).
 *
 * <p>Single-threaded: one search owns the table while it runs.
 */
public final class PackedHashTable {
    private static final int INITIAL_CAPACITY = 1 << 12;
    private static final long GOLDEN = 0x9E3779B97F4A7C15L;
    private static final VarHandle INTS = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);

    private final int valueBytes;
    private final int maxCapacity;
    private long[] keys;
    private long[] taken;
    private byte[] values;
    private int mask;
    private int size;

    /**
     * @param budgetBytes the most memory the table may hold
     * @param valueBytes  the size of a value: 1 (values -128..127) or 4 (any int)
     */
    public PackedHashTable(long budgetBytes, int valueBytes) {
        if (valueBytes != 1 && valueBytes != Integer.BYTES) {
            throw new IllegalArgumentException("values take 1 or 4 bytes, not " + valueBytes);
        }
        this.valueBytes = valueBytes;
        long slotBits = 8L * (Long.BYTES + valueBytes) + 1;
        maxCapacity = (int) Math.min(Long.highestOneBit(Math.max(budgetBytes * 8 / slotBits, 64)), 1 << 28);
        allocate(Math.min(INITIAL_CAPACITY, maxCapacity));
    }

    /**
     * @param key    a key
     * @param absent what to return if the table does not hold the key
     * @return the key's value, or {@code absent}
     */
    public int get(long key, int absent) {
        for (int slot = home(key); isTaken(slot); slot = (slot + 1) & mask) {
            if (keys[slot] == key) {
                return valueBytes == 1 ? values[slot] : (int) INTS.get(values, slot * Integer.BYTES);
            }
        }
        return absent;
    }

    /**
     * Stores a key's value, adding the key if the table does not hold it yet (growing first when
     * three quarters full and the budget allows).
     *
     * @param key   a key
     * @param value its value, within the range of the value size
     * @return false if the key is new and the table is full: nothing was stored
     */
    public boolean put(long key, int value) {
        int slot = home(key);
        while (isTaken(slot) && keys[slot] != key) {
            slot = (slot + 1) & mask;
        }
        if (!isTaken(slot)) {
            if (size >= keys.length / 4 * 3) {
                if (keys.length == maxCapacity) {
                    return false;
                }
                grow();
                return put(key, value);
            }
            take(slot, key);
        }
        if (valueBytes == 1) {
            values[slot] = (byte) value;
        } else {
            INTS.set(values, slot * Integer.BYTES, value);
        }
        return true;
    }

    /** @return the number of keys held */
    public int size() {
        return size;
    }

    /** @return the memory the table holds, in bytes */
    public long bytes() {
        return (long) keys.length * Long.BYTES + (long) taken.length * Long.BYTES + values.length;
    }

    private void grow() {
        long[] oldKeys = keys;
        long[] oldTaken = taken;
        byte[] oldValues = values;
        allocate(oldKeys.length * 2);
        for (int old = 0; old < oldKeys.length; old++) {
            if ((oldTaken[old >>> 6] & 1L << old) != 0) {
                int slot = home(oldKeys[old]);
                while (isTaken(slot)) {
                    slot = (slot + 1) & mask;
                }
                take(slot, oldKeys[old]);
                System.arraycopy(oldValues, old * valueBytes, values, slot * valueBytes, valueBytes);
            }
        }
    }

    private void allocate(int capacity) {
        keys = new long[capacity];
        taken = new long[capacity >>> 6];
        values = new byte[capacity * valueBytes];
        mask = capacity - 1;
        size = 0;
    }

    private void take(int slot, long key) {
        keys[slot] = key;
        taken[slot >>> 6] |= 1L << slot;
        size++;
    }

    private boolean isTaken(int slot) {
        return (taken[slot >>> 6] & 1L << slot) != 0;
    }

    private int home(long key) {
        return (int) ((key * GOLDEN) >>> 32) & mask;
    }
}
