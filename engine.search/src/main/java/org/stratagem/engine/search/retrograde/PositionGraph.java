package org.stratagem.engine.search.retrograde;

import java.util.Arrays;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;
import org.stratagem.engine.api.Game;
import org.stratagem.engine.api.MoveGenerator;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.Position;
import org.stratagem.engine.api.table.IndexedStateSpace;
import org.stratagem.engine.api.table.StateGraph;
import org.stratagem.engine.api.table.Transitions;

/**
 * The {@link StateGraph} of an {@link IndexedStateSpace} that offers none of its own, followed
 * through positions: a state's moves are found by building its representative
 * ({@link IndexedStateSpace#positionAt}), generating its moves and indexing the positions they
 * lead to. Slower than a game's own graph (it builds a position per state it lists), but it makes
 * every indexed game solvable by retrograde analysis.
 *
 * <p>Games of two teams: the graph's terminal states have value 0, and a move into a terminal
 * state carries the whole final value as its reward, seen from the mover's team (a terminal
 * position has no team to move to see it from). Puzzles: the moves into a state are found once, by
 * listing every state's moves forwards, and kept (four bytes a move).
 *
 * <p>Thread-safe once built: states are rebuilt afresh on every call.
 *
 * @param <P> the game's position type
 */
final class PositionGraph<P extends Position> implements StateGraph {
    private final Game<P> game;
    private final IndexedStateSpace<P> space;
    private final MoveGenerator<P> generator;
    private final BooleanSupplier stopped;
    private final int size;
    /** For puzzles, the moves into each state: predecessors of state s at firstInto[s]..firstInto[s+1]-1. */
    private int[] firstInto;
    private int[] into;

    /**
     * @param game      the game
     * @param space     its indexed states
     * @param generator the moves to follow
     * @param stopped   polled while listing the moves into every state: whether to give up
     */
    PositionGraph(Game<P> game, IndexedStateSpace<P> space, MoveGenerator<P> generator, BooleanSupplier stopped) {
        this.game = game;
        this.space = space;
        this.generator = generator;
        this.stopped = stopped;
        this.size = Math.toIntExact(space.size());
    }

    @Override
    public int size() {
        return size;
    }

    @Override
    public boolean singleAgent() {
        return game.traits().singleAgent();
    }

    @Override
    public boolean isTerminal(int state) {
        return space.positionAt(state).isTerminal();
    }

    @Override
    public int terminalValue(int state) {
        return singleAgent() ? space.positionAt(state).terminalValue(0) : 0;
    }

    @Override
    public void successors(int state, Transitions out) {
        out.clear();
        P position = space.positionAt(state);
        if (position.isTerminal()) {
            return;
        }
        int team = game.teamOf(position.seatToMove());
        int before = space.scoreSoFar(position);
        MoveList moves = new MoveList();
        generator.generate(position, moves);
        for (int i = 0; i < moves.size(); i++) {
            int move = moves.get(i);
            int cost = position.moveCost(move);
            position.makeMove(move);
            addMove(position, team, before, cost, out);
            position.undoMove();
        }
    }

    /** Lists the move that led to {@code child}, made by {@code team}, whose score was {@code before}. */
    private void addMove(P child, int team, int before, int cost, Transitions out) {
        int index = (int) space.indexOf(child);
        if (singleAgent()) {
            out.add(index, -cost, true);
        } else if (child.isTerminal()) {
            out.add(index, child.terminalValue(team) - before, true);
        } else if (game.teamOf(child.seatToMove()) == team) {
            out.add(index, space.scoreSoFar(child) - before, true);
        } else {
            out.add(index, -space.scoreSoFar(child) - before, false);
        }
    }

    @Override
    public synchronized void predecessors(int state, Transitions out) {
        if (!singleAgent()) {
            StateGraph.super.predecessors(state, out);
        }
        if (firstInto == null) {
            listMovesInto();
        }
        out.clear();
        for (int i = firstInto[state]; i < firstInto[state + 1]; i++) {
            out.add(into[i], -1, true);
        }
    }

    /**
     * Lists every state's moves forwards, twice: once to count the moves into each state, once to
     * file them; asks whether to stop every {@value Retrograde#POLL_INTERVAL} states.
     *
     * @throws CancellationException if stopped
     */
    private void listMovesInto() {
        Transitions moves = new Transitions();
        int[] counts = new int[size + 1];
        for (int state = 0; state < size; state++) {
            pollAt(state);
            successors(state, moves);
            for (int i = 0; i < moves.size(); i++) {
                if (moves.reward(i) != -1) {
                    throw new IllegalArgumentException("a move of " + game.id() + " costs " + -moves.reward(i)
                            + "; retrograde analysis of puzzles needs moves of cost 1");
                }
                counts[moves.state(i) + 1]++;
            }
        }
        for (int state = 0; state < size; state++) {
            counts[state + 1] += counts[state];
        }
        int[] filled = Arrays.copyOf(counts, size);
        into = new int[counts[size]];
        for (int state = 0; state < size; state++) {
            pollAt(state);
            successors(state, moves);
            for (int i = 0; i < moves.size(); i++) {
                into[filled[moves.state(i)]++] = state;
            }
        }
        firstInto = counts;
    }

    private void pollAt(int state) {
        if ((state & (Retrograde.POLL_INTERVAL - 1)) == 0 && stopped.getAsBoolean()) {
            throw new CancellationException("listing the moves of " + game.id() + " stopped at state " + state);
        }
    }
}
