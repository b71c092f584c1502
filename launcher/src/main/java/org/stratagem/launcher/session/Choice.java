package org.stratagem.launcher.session;

/**
 * Which strategy, move generator and evaluator a search uses; a null id means "the preferred
 * provider": the configured default, else the highest {@code service.ranking}.
 *
 * @param strategy  a strategy id, or null
 * @param movegen   a move generator id, or null
 * @param evaluator an evaluator id, or null
 */
public record Choice(String strategy, String movegen, String evaluator) {
    /** Everything preferred. */
    public static final Choice PREFERRED = new Choice(null, null, null);

    /**
     * @param other a choice whose ids fill the gaps in this one
     * @return this choice with its null ids taken from the other
     */
    public Choice orElse(Choice other) {
        return new Choice(strategy != null ? strategy : other.strategy, movegen != null ? movegen : other.movegen,
                evaluator != null ? evaluator : other.evaluator);
    }
}
