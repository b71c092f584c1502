package org.stratagem.launcher.it.probe;

import org.stratagem.engine.api.GameTraits;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.Position;
import org.stratagem.engine.api.search.SearchLimits;
import org.stratagem.engine.api.search.SearchRequest;
import org.stratagem.engine.api.search.SearchResult;
import org.stratagem.engine.api.search.SearchSession;
import org.stratagem.engine.api.search.Searcher;
import org.stratagem.engine.api.search.StopSignal;
import org.stratagem.engine.api.table.StateGraph;
import org.stratagem.engine.api.table.TableSolver;
import org.stratagem.engine.api.table.Tablebase;

/**
 * A strategy packed into bundles built while the tests run. It plays the first generated move with
 * a score that identifies the bundle generation, or misbehaves as its bundle's
 * {@value ProbeActivator#BEHAVIOUR} header says: {@code throw} throws, {@code loop} never returns
 * and ignores its stop signal (until its bundle stops, so that the abandoned thread ends with the test),
 * {@code unprepared} throws when its session prepares its tables, {@code table} is also a table solver
 * whose solves throw. It is its own session (a bundle built
 * by TinyBundles holds the named classes only, no anonymous ones).
 */
public class ProbeStrategy implements Searcher, SearchSession, TableSolver {
    /** The behaviour of a probe that is also a table solver, whose solves fail. */
    public static final String TABLE = "table";

    static volatile boolean bundleActive;

    private final String id;
    private final String behaviour;
    private final int score;

    ProbeStrategy(String id, String behaviour, int score) {
        this.id = id;
        this.behaviour = behaviour;
        this.score = score;
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public boolean supports(GameTraits traits) {
        return true;
    }

    @Override
    public SearchSession openSession() {
        return this;
    }

    @Override
    public void prepare(SearchLimits limits) {
        if ("unprepared".equals(behaviour)) {
            throw new IllegalStateException("probe preparation failure");
        }
    }

    @Override
    public Tablebase solve(StateGraph graph, StopSignal stop) {
        throw new IllegalStateException("probe table failure");
    }

    @Override
    public <P extends Position> SearchResult search(SearchRequest<P> request) {
        if ("throw".equals(behaviour)) {
            throw new IllegalStateException("probe strategy failure");
        }
        while ("loop".equals(behaviour) && bundleActive) {
            Thread.onSpinWait();
        }
        MoveList moves = new MoveList();
        request.moves().generate(request.position(), moves);
        return new SearchResult(moves.get(0), score, false, new int[] {moves.get(0)}, 1, 1, 0, 0);
    }
}
