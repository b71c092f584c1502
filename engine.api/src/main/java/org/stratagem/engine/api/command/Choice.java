package org.stratagem.engine.api.command;

/**
 * Which strategy, move generator and evaluator a command's searches use, by id; a null id leaves the
 * choice to the platform (see {@link CommandContext#bind}).
 *
 * @param strategy  a {@link org.stratagem.engine.api.ServiceProperties#STRATEGY_ID}, or null
 * @param movegen   a {@link org.stratagem.engine.api.ServiceProperties#MOVEGEN_ID}, or null
 * @param evaluator a {@link org.stratagem.engine.api.ServiceProperties#EVALUATOR_ID}, or null
 */
public record Choice(String strategy, String movegen, String evaluator) {
    /** No id chosen: everything left to the platform. */
    public static final Choice NONE = new Choice(null, null, null);

    /**
     * @param strategyId a strategy id
     * @return the choice of that strategy alone
     */
    public static Choice strategy(String strategyId) {
        return new Choice(strategyId, null, null);
    }

    /**
     * @param other a choice whose ids fill the gaps in this one
     * @return this choice with its null ids taken from the other
     */
    public Choice orElse(Choice other) {
        return new Choice(strategy != null ? strategy : other.strategy, movegen != null ? movegen : other.movegen,
                evaluator != null ? evaluator : other.evaluator);
    }
}
