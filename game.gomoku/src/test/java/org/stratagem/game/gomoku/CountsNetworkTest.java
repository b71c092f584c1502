package org.stratagem.game.gomoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The network computes what the fit script's network computes, its squashing is the fitted one, bad weights are refused. */
class CountsNetworkTest {
    private static final CountsNetwork COMMITTED = CountsNetwork.ofResource("pattern-network.txt");

    /**
     * Golden outputs of the committed weights, computed by {@code fit-weights.py}'s own definition of the
     * network (numpy) from the resource's numbers, for the counts of three of the fitted positions and for none.
     */
    @Test
    void theCommittedWeightsGiveTheFitsOutputs() {
        assertEquals(PatternEvaluator.INPUTS, COMMITTED.inputs());
        assertOutput(-770.8453600173444, 24, 28, 24, 26, 0, 4, 0, 7, 0, 0, 0, 0, 0, 0, 0, 0);
        assertOutput(1251.5509057335187, 35, 37, 15, 27, 7, 5, 8, 4, 0, 0, 0, 0, 0, 0, 0, 0);
        assertOutput(-1357.3130704711582, 49, 30, 34, 29, 7, 12, 8, 4, 0, 6, 0, 2, 0, 0, 0, 0);
        assertOutput(476.8235170041381, new int[PatternEvaluator.INPUTS]);
    }

    private static void assertOutput(double expected, int... counts) {
        assertEquals(expected, COMMITTED.output(counts), 1e-9 * Math.abs(expected));
    }

    /** One input, one hidden unit: (3 squash(2 x + 0.5) + 1) 10, worked by hand. */
    @Test
    void aHandMadeNetworkComputesItsFormula() {
        CountsNetwork network = CountsNetwork.parse("# a comment\n1 1\n2\n0.5 # the bias\n3\n1 10\n");
        double z = 2.5;
        double squashed = z * (27 + z * z) / (27 + 9 * z * z);
        assertEquals((3 * squashed + 1) * 10, network.output(new int[] {1}), 1e-12);
        assertEquals((3 * 1 + 1) * 10, network.output(new int[] {7}), 1e-12, "clipped at 3: exactly 1");
        assertEquals((3 * -1 + 1) * 10, network.output(new int[] {-7}), 1e-12);
    }

    /** Odd, rising, ±1 from the clip on, and within 0.03 of tanh. */
    @Test
    void theSquashingIsAClippedTanh() {
        double previous = -2;
        for (double z = -5; z <= 5; z += 0.01) {
            double squashed = CountsNetwork.squash(z);
            assertEquals(-squashed, CountsNetwork.squash(-z), 1e-15);
            assertTrue(squashed >= previous, "rising at " + z);
            assertTrue(Math.abs(squashed - Math.tanh(z)) < 0.03, "near tanh at " + z + ": " + squashed);
            previous = squashed;
        }
        assertEquals(1, CountsNetwork.squash(3), 0);
        assertEquals(-1, CountsNetwork.squash(-100), 0);
    }

    @Test
    void weightsOfTheWrongShapeAreRefused() {
        IllegalArgumentException tooFew = assertThrows(IllegalArgumentException.class, () -> CountsNetwork.parse("2 1 0.5 0.5 1"));
        assertTrue(tooFew.getMessage().contains("2 inputs and 1 hidden units needs 8 numbers, not 5"), tooFew.getMessage());
        assertThrows(IllegalArgumentException.class, () -> CountsNetwork.parse("1 1 2 0.5 three 1 10"));
        assertThrows(IllegalArgumentException.class, () -> CountsNetwork.parse(""));
        assertThrows(IllegalArgumentException.class, () -> CountsNetwork.parse("0 1 1 1 1 1"));
    }
}
