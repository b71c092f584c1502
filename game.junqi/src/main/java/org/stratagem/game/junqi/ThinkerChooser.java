package org.stratagem.game.junqi;

import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.NotationException;
import org.stratagem.engine.api.command.Binding;
import org.stratagem.engine.api.command.Choice;
import org.stratagem.engine.api.command.CommandContext;

/**
 * The brain's search: keeps the seat's {@link Beliefs} from every observed move and asks a
 * {@link BeliefSearch} for each move ({@link JunqiThinker}: on expectations over the ranks still possible;
 * {@link Determinizer}: on positions drawn from them). Another chooser
 * follows the same game and answers where the thinker's move is not one the seat can play (it never
 * should be: the belief state and the seat's view hold the same pieces).
 */
final class ThinkerChooser implements MoveChooser {
    /** The strategy of the search when nothing names another: expectations over the belief state. */
    static final String DEFAULT_STRATEGY = "expectimax";
    /** The time of the search that warms the brain up at {@code START}. */
    static final long WARM_UP_MILLIS = 300;

    private final BeliefSearch thinker;
    private final MoveChooser fallback;
    private final MoveList legal = new MoveList();
    private Beliefs beliefs;

    /**
     * @param thinker  the search
     * @param fallback the chooser of the moves the search cannot give
     */
    ThinkerChooser(BeliefSearch thinker, MoveChooser fallback) {
        this.thinker = thinker;
        this.fallback = fallback;
    }

    /**
     * The chooser of a configuration: its strategy ({@value #DEFAULT_STRATEGY} unless the configuration or
     * the platform's configured bindings name another) searches the belief state if it plays games with
     * chance ({@link JunqiThinker}, with the evaluator and generator bound for {@link BeliefGame}, by
     * default {@link BeliefEvaluator}), else positions drawn from the beliefs if it plays games with hidden
     * information ({@link Determinizer}, with those bound for {@link JunqiGame}, by default
     * {@link MaterialEvaluator}); the platform contains its searches.
     *
     * @param context the platform
     * @param choice  the configuration
     * @param variant the rules
     * @return the chooser, which falls back on {@link GreedyChooser}
     * @throws NotationException if a provider is missing, or the strategy plays neither view of the game
     */
    static ThinkerChooser bound(CommandContext context, Choice choice, Variant variant) {
        BeliefGame beliefs = new BeliefGame(variant);
        String strategy = context.bind(beliefs, Choice.strategy(choice.strategy()), Choice.strategy(DEFAULT_STRATEGY))
                .strategy();
        Choice chosen = new Choice(strategy, choice.movegen(), choice.evaluator());
        BeliefSearch search;
        if (context.plays(strategy, beliefs)) {
            Binding<BeliefPosition> bound = context.bind(beliefs, chosen, new Choice(null, null, BeliefEvaluator.ID));
            search = new JunqiThinker(context.openSearch(strategy), bound.moves(), bound.evaluator(), 0);
        } else {
            JunqiGame game = new JunqiGame().variant(variant.options());
            if (!context.plays(strategy, game)) {
                throw new NotationException("strategy '" + strategy + "' plays neither junqi's belief state (a game with"
                        + " chance) nor games with hidden information");
            }
            Binding<JunqiPosition> bound = context.bind(game, chosen, new Choice(null, null, MaterialEvaluator.ID));
            search = new Determinizer(context.openSearch(strategy), bound.moves(), bound.evaluator(), 0);
        }
        return new ThinkerChooser(search, new GreedyChooser(0));
    }

    /** One search on the standard lineups, of at most {@value #WARM_UP_MILLIS} ms. */
    @Override
    public void warmUp(Variant variant, int seat) {
        Lineup partner = variant.board().duel() ? null : Lineup.STANDARD;
        thinker.chooseMove(new Beliefs(variant, seat, Lineup.STANDARD, partner), System.currentTimeMillis() + WARM_UP_MILLIS);
    }

    @Override
    public void begin(SeatView view) {
        int seat = view.seat();
        Lineup partner = view.board().duel() ? null : view.shown((seat + 2) % Board.SEATS);
        beliefs = new Beliefs(view.variant(), seat, view.shown(seat), partner);
        fallback.begin(view);
    }

    @Override
    public void observe(SeatView view, Observation observation) {
        beliefs.observe(observation.from(), observation.to(), observation.collision(), observation.flags());
        fallback.observe(view, observation);
    }

    @Override
    public void eliminated(SeatView view, int seat) {
        beliefs.seatOut(seat);
        fallback.eliminated(view, seat);
    }

    @Override
    public int choose(SeatView view, long deadline) {
        long deadlineMillis = System.currentTimeMillis() + (deadline - System.nanoTime()) / 1_000_000;
        int move = thinker.chooseMove(beliefs, deadlineMillis);
        view.legalMoves(legal);
        return legal.contains(move) ? move : fallback.choose(view, deadline);
    }
}
