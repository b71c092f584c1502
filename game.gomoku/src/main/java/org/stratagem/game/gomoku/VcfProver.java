package org.stratagem.game.gomoku;

import org.stratagem.engine.api.search.TacticalOracle;

/**
 * Gomoku's tactical oracle for one search thread: a {@link Vcf} whose refutations outlive a probe, so
 * that the main search's probes of the many positions of one game share them. A win by continuous
 * fours is worth 1 (every Gomoku win is) and lasts the length of its line, the defender's blocks
 * included.
 */
final class VcfProver implements TacticalOracle.Prover<GomokuPosition> {
    /** The longest VCF a probe looks for, in the attacker's moves. */
    static final int MAX_MOVES = 20;
    /** The refutation table: 2^16 positions. */
    private static final int REFUTED_BITS = 16;

    private final Vcf vcf = new Vcf(MAX_MOVES, 1, REFUTED_BITS);
    private Vcf.Result last;

    @Override
    public int probe(GomokuPosition position, long nodeBudget) {
        last = vcf.search(position, nodeBudget);
        return last.verdict() == Vcf.Verdict.WIN ? last.line().length : 0;
    }

    @Override
    public int[] line() {
        return last == null ? new int[0] : last.line();
    }

    @Override
    public int value() {
        return 1;
    }

    @Override
    public long nodes() {
        return last == null ? 0 : last.nodes();
    }
}
