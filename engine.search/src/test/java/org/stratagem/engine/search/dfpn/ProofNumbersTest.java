package org.stratagem.engine.search.dfpn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Packing, negation and the saturating sum of proof and disproof numbers. */
class ProofNumbersTest {
    private static final int INFINITY = ProofNumbers.INFINITY;

    @Test
    void numbersRoundTripAndNegate() {
        int[][] pairs = {{0, INFINITY}, {INFINITY, 0}, {1, 1}, {INFINITY - 1, 7}, {12345, INFINITY - 1}};
        for (int[] pair : pairs) {
            long packed = ProofNumbers.of(pair[0], pair[1]);
            assertTrue(packed >= 0, "never negative, so never ProofTable.ABSENT");
            assertEquals(pair[0], ProofNumbers.proof(packed));
            assertEquals(pair[1], ProofNumbers.disproof(packed));
            assertEquals(ProofNumbers.of(pair[1], pair[0]), ProofNumbers.negate(packed));
        }
        assertEquals(ProofNumbers.DISPROVEN, ProofNumbers.negate(ProofNumbers.PROVEN));
        assertTrue(ProofNumbers.settled(ProofNumbers.PROVEN) && ProofNumbers.settled(ProofNumbers.DISPROVEN));
        assertFalse(ProofNumbers.settled(ProofNumbers.of(INFINITY - 1, INFINITY - 1)));
    }

    @Test
    void onlyAnInfiniteNumberMakesAnInfiniteSum() {
        assertEquals(5, ProofNumbers.add(2, 3));
        assertEquals(INFINITY - 1, ProofNumbers.add(INFINITY - 1, INFINITY - 1), "finite sums stay below infinity");
        assertEquals(INFINITY - 1, ProofNumbers.add(INFINITY - 10, 100));
        assertEquals(INFINITY, ProofNumbers.add(INFINITY, 0));
        assertEquals(INFINITY, ProofNumbers.add(3, INFINITY));
    }
}
