package org.stratagem.game.gomoku;

import java.util.Arrays;

/**
 * A small feed-forward network from a few counts to a score: one layer of hidden units, each a weighted
 * sum of the inputs and a bias squashed by a rational approximation of tanh,
 * {@code z (27 + z²) / (27 + 9 z²)} with z clipped to ±3 (odd, rising, ±1 at the clip, within 0.03 of tanh,
 * and cheap: no exponential), then the output, a weighted sum of the hidden units and a bias, times a scale.
 * The fit ({@code game.gomoku/measure/fit-weights.py fit-network}) trains it with the same squashing, so it
 * computes here exactly what was fitted.
 *
 * <p>The weights are read from text: the number of inputs and of hidden units, then the input weights (for
 * each input, one a hidden unit), the hidden biases, the output weights, the output bias and the scale, as
 * numbers separated by white space; lines from {@code #} are comments. Immutable and thread-safe; an
 * evaluation allocates nothing.
 */
final class CountsNetwork {
    /** Where the squashing is clipped: the approximation is exactly ±1 there. */
    private static final double CLIP = 3;

    private final int inputs;
    private final int hidden;
    /** The input weights, input by input, {@code hidden} a row. */
    private final double[] inputWeights;
    private final double[] hiddenBiases;
    private final double[] outputWeights;
    private final double outputBias;
    private final double scale;

    private CountsNetwork(double[] numbers) {
        inputs = (int) numbers[0];
        hidden = (int) numbers[1];
        if (inputs < 1 || hidden < 1 || numbers.length != 2 + inputs * hidden + 2 * hidden + 2) {
            throw new IllegalArgumentException("a network of " + inputs + " inputs and " + hidden
                    + " hidden units needs " + (2 + inputs * hidden + 2 * hidden + 2) + " numbers, not " + numbers.length);
        }
        int at = 2;
        inputWeights = Arrays.copyOfRange(numbers, at, at += inputs * hidden);
        hiddenBiases = Arrays.copyOfRange(numbers, at, at += hidden);
        outputWeights = Arrays.copyOfRange(numbers, at, at += hidden);
        outputBias = numbers[at++];
        scale = numbers[at];
    }

    /**
     * @param text the weights as the class comment describes them
     * @return the network
     * @throws IllegalArgumentException if the text does not hold a network's numbers
     */
    static CountsNetwork parse(String text) {
        String numbers = text.replaceAll("#[^\\n]*", " ").strip();
        try {
            return new CountsNetwork(Arrays.stream(numbers.split("\\s+")).mapToDouble(Double::parseDouble).toArray());
        } catch (NumberFormatException | ArrayIndexOutOfBoundsException bad) {
            throw new IllegalArgumentException("not a network's weights: " + bad.getMessage(), bad);
        }
    }

    /**
     * @param resource the name of a resource beside this class
     * @return the network its text describes
     * @throws IllegalStateException if the bundle does not hold it
     * @throws java.io.UncheckedIOException if it cannot be read
     */
    static CountsNetwork ofResource(String resource) {
        return parse(BundledText.read(resource));
    }

    /** @return the number of inputs */
    int inputs() {
        return inputs;
    }

    /**
     * @param input the inputs, at least {@link #inputs()} of them (the rest are not read)
     * @return the network's output times its scale
     */
    double output(int[] input) {
        double sum = outputBias;
        for (int unit = 0; unit < hidden; unit++) {
            double z = hiddenBiases[unit];
            for (int i = 0; i < inputs; i++) {
                z += input[i] * inputWeights[i * hidden + unit];
            }
            sum += outputWeights[unit] * squash(z);
        }
        return sum * scale;
    }

    /** @return the rational approximation of tanh, clipped: exactly ±1 beyond ±{@value #CLIP} */
    static double squash(double z) {
        double clipped = Math.max(-CLIP, Math.min(CLIP, z));
        double square = clipped * clipped;
        return clipped * (27 + square) / (27 + 9 * square);
    }
}
