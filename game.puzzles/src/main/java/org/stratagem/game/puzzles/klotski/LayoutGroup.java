package org.stratagem.game.puzzles.klotski;

import java.util.Arrays;

/**
 * Every layout with a given number of horizontal generals, indexed: layout {@code i} is the
 * {@code i}-th {@link LayoutCode} in increasing order. Pieces slide but never turn, so a move never
 * leaves its group: each group is a puzzle of its own.
 *
 * <p>Finding a code's index is a binary search within a bucket: the codes sharing their top bits
 * (Cao Cao's anchor and the first four entries) are few, and a table gives where each bucket
 * starts. Immutable once built; built in a few tens of milliseconds.
 */
final class LayoutGroup {
    /** A code's bits below the bucket. */
    private static final int BUCKET_SHIFT = 2 * (LayoutCode.ENTRIES - 4);

    private final int horizontal;
    private final int[] codes;
    /** {@code bucketStart[b]..bucketStart[b+1]-1}: the indices of the codes with top bits {@code b}. */
    private final int[] bucketStart;

    /**
     * @param horizontal the number of horizontal generals, 0..5
     */
    LayoutGroup(int horizontal) {
        this.horizontal = horizontal;
        Enumeration enumeration = new Enumeration(horizontal);
        for (int cao = 0; cao < Board.CELLS; cao++) {
            int cells = Board.cover(Shape.CAO_CAO.code(), cao);
            if (cells != 0) {
                enumeration.fill(cao << LayoutCode.CAO_SHIFT, cells, 0);
            }
        }
        codes = Arrays.copyOf(enumeration.codes, enumeration.size);
        int buckets = (Board.CELLS << LayoutCode.CAO_SHIFT >>> BUCKET_SHIFT) + 1;
        bucketStart = new int[buckets + 1];
        for (int code : codes) {
            bucketStart[(code >>> BUCKET_SHIFT) + 1]++;
        }
        for (int bucket = 0; bucket < buckets; bucket++) {
            bucketStart[bucket + 1] += bucketStart[bucket];
        }
    }

    /** @return the number of horizontal generals */
    int horizontal() {
        return horizontal;
    }

    /** @return the number of layouts */
    int size() {
        return codes.length;
    }

    /**
     * @param index 0..size-1
     * @return the code of that layout
     */
    int code(int index) {
        return codes[index];
    }

    /**
     * @param code the code of a layout of this group
     * @return its index, or a negative number if it is not a layout of this group
     */
    int indexOf(int code) {
        int bucket = code >>> BUCKET_SHIFT;
        if (bucket + 1 >= bucketStart.length) {
            return -1;
        }
        return Arrays.binarySearch(codes, bucketStart[bucket], bucketStart[bucket + 1], code);
    }

    /**
     * Lists every layout of a group in increasing code order: reading the cells row by row, the
     * first cell not yet filled takes each shape that fits there and is still to place, in code order.
     */
    private static final class Enumeration {
        private final int[] left = new int[Shape.BY_CODE.length];
        private int[] codes = new int[1 << 16];
        private int size;

        Enumeration(int horizontal) {
            left[Shape.EMPTY.code()] = 2;
            left[Shape.SOLDIER.code()] = 4;
            left[Shape.VERTICAL.code()] = 5 - horizontal;
            left[Shape.HORIZONTAL.code()] = horizontal;
        }

        void fill(int code, int filled, int entries) {
            if (entries == LayoutCode.ENTRIES) {
                if (size == codes.length) {
                    codes = Arrays.copyOf(codes, 2 * size);
                }
                codes[size++] = code;
                return;
            }
            int cell = Integer.numberOfTrailingZeros(~filled);
            int shift = 2 * (LayoutCode.ENTRIES - 1 - entries);
            for (int shape = Shape.EMPTY.code(); shape <= Shape.HORIZONTAL.code(); shape++) {
                int cells = Board.cover(shape, cell);
                if (left[shape] > 0 && cells != 0 && (cells & filled) == 0) {
                    left[shape]--;
                    fill(code | shape << shift, filled | cells, entries + 1);
                    left[shape]++;
                }
            }
        }
    }
}
