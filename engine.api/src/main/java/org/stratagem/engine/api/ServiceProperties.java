package org.stratagem.engine.api;


/**
 * The service properties that wire games, move generators, evaluators and strategies together.
 *
 * <p>A {@link Game} is registered with {@link #GAME_ID}; a {@link MoveGenerator} with
 * {@link #GAME_ID} and {@link #MOVEGEN_ID}; an {@link Evaluator} with {@link #GAME_ID} and
 * {@link #EVALUATOR_ID}; a {@link org.stratagem.engine.api.search.Searcher} with
 * {@link #STRATEGY_ID}. Where several providers share an id, the platform prefers the highest
 * {@code service.ranking}, as OSGi does.
 *
 * <p>A Declarative Services component states these properties through the component property types
 * {@link GameId}, {@link MovegenId}, {@link EvaluatorId} and
 * {@link org.stratagem.engine.api.search.StrategyId}, each naming its id once; the constants here
 * are for filters and for code that reads the properties.
 */
public final class ServiceProperties {
    /** The id of the game a service belongs to, e.g. {@code twofour}. */
    public static final String GAME_ID = "game.id";
    /** The id of a move generator within its game, e.g. {@code legal}. */
    public static final String MOVEGEN_ID = "movegen.id";
    /** The id of an evaluator within its game, e.g. {@code material}. */
    public static final String EVALUATOR_ID = "evaluator.id";
    /** The id of a search strategy, e.g. {@code alphabeta}. */
    public static final String STRATEGY_ID = "strategy.id";

    private ServiceProperties() {
    }
}
