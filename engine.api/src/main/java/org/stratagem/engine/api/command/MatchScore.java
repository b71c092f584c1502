package org.stratagem.engine.api.command;

import java.util.Locale;

/**
 * The result of a match from player A's side (a strategy configuration, a team of brains), and the Elo
 * difference it measures: with score {@code s} (a win 1, a draw 1/2), the difference is {@code -400 log10(1/s - 1)}. Its 95% error
 * margin comes from the standard error of the mean per-game score, {@code 1.96 sqrt(var / n)},
 * carried through the same formula (the usual estimate of engine-testing tools). A score of 0 or 1
 * measures an unbounded difference: the Elo is then infinite and so is the margin.
 *
 * @param wins   games A won
 * @param draws  games drawn
 * @param losses games A lost
 */
public record MatchScore(int wins, int draws, int losses) {
    private static final double Z_95 = 1.959964;

    /**
     * @throws IllegalArgumentException if a count is negative
     */
    public MatchScore {
        if (wins < 0 || draws < 0 || losses < 0) {
            throw new IllegalArgumentException("counts must not be negative");
        }
    }

    /** @return the number of games */
    public int games() {
        return wins + draws + losses;
    }

    /** @return A's mean score per game, 0..1 (0.5 when no game was played) */
    public double score() {
        return games() == 0 ? 0.5 : (wins + 0.5 * draws) / games();
    }

    /** @return the Elo difference of A over B the score measures; infinite for a score of 0 or 1 */
    public double elo() {
        return eloOf(score());
    }

    /** @return the half-width of the 95% confidence interval of {@link #elo()}; infinite when unbounded */
    public double eloMargin() {
        if (games() == 0 || !Double.isFinite(elo())) {
            return Double.POSITIVE_INFINITY;
        }
        double mean = score();
        double variance = (wins * square(1 - mean) + draws * square(0.5 - mean) + losses * square(mean)) / games();
        double margin = Z_95 * Math.sqrt(variance / games());
        return (eloOf(Math.min(1, mean + margin)) - eloOf(Math.max(0, mean - margin))) / 2;
    }

    /**
     * @return the Elo difference for people: {@code +190.8 ± 390.0 (95%)}, or {@code +infinity (every game
     *         won)} and {@code -infinity (every game lost)} where it is unbounded
     */
    public String eloText() {
        double elo = elo();
        if (Double.isFinite(elo)) {
            return String.format(Locale.ROOT, "%+.1f ± %.1f (95%%)", elo + 0.0, eloMargin());
        }
        return elo > 0 ? "+infinity (every game won)" : "-infinity (every game lost)";
    }

    private static double eloOf(double score) {
        if (score <= 0) {
            return Double.NEGATIVE_INFINITY;
        }
        if (score >= 1) {
            return Double.POSITIVE_INFINITY;
        }
        return -400 * Math.log10(1 / score - 1);
    }

    private static double square(double x) {
        return x * x;
    }

    /**
     * @param other another result
     * @return the two added up
     */
    public MatchScore plus(MatchScore other) {
        return new MatchScore(wins + other.wins, draws + other.draws, losses + other.losses);
    }
}
