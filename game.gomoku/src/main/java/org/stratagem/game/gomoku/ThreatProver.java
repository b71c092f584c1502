package org.stratagem.game.gomoku;

import java.util.function.BooleanSupplier;
import org.stratagem.engine.api.search.TacticalOracle;

/**
 * Gomoku's tactical oracle for one search thread: a victory by continuous fours ({@link Vcf}), else
 * by continuous threats ({@link ProofNumberVct}) with what the budget has left. The VCF's refutations
 * outlive a probe, so that the main search's probes of the many positions of one game share them; the
 * VCT's proof numbers outlive the probes of one root, so that each larger probe of the root goes on
 * where the last one stopped. The narrow search comes first because it is the cheaper: most wins it
 * finds, the wider one finds in more nodes. A win is worth 1 (every Gomoku win is) and lasts its plies
 * to the five, the defender's replies included ({@link ThreatSpaceSearch.Result#plies}).
 */
final class ThreatProver implements TacticalOracle.Prover<GomokuPosition> {
    /** The longest VCF a probe looks for, in the attacker's moves. */
    static final int MAX_MOVES = 30;
    /** The longest VCT a probe looks for, in the attacker's moves: a win of 41 plies. */
    static final int MAX_VCT_MOVES = 21;
    /** The VCF's refutation table: 2^16 positions. */
    private static final int REFUTED_BITS = 16;
    /** The VCT's table of proof numbers: 2^18 positions (4 MiB), made at the first probe that searches threes. */
    private static final int PROOF_NUMBER_BITS = 18;

    private final Vcf vcf = new Vcf(MAX_MOVES, 1, REFUTED_BITS);
    /** Whether a VCT follows the VCF. */
    private final boolean threes;
    /** The VCT, once a probe has searched threes. */
    private ProofNumberVct vct;
    private ThreatSpaceSearch.Result last;
    private long nodes;

    /**
     * Probes of fewer positions than this look for fours only: the main search's probe of a node
     * (64 positions) spent most of the search's time generating threes, for wins a budget that small
     * rarely proves; the root's probes, of a thousand positions and more, look for threes too.
     */
    static final long LEAST_VCT_BUDGET = 256;

    private final long leastVctBudget;

    /** The game's prover: a VCF, then, with a budget of {@value #LEAST_VCT_BUDGET} positions or more, a VCT. */
    ThreatProver() {
        this(true, LEAST_VCT_BUDGET);
    }

    /**
     * @param threes         whether a VCT follows the VCF: false for the prover of fours only that the
     *                       game had before, which the strength measurements compare with
     * @param leastVctBudget the smallest budget with which a VCT follows the VCF
     */
    ThreatProver(boolean threes, long leastVctBudget) {
        this.threes = threes;
        this.leastVctBudget = leastVctBudget;
    }

    @Override
    public int probe(GomokuPosition position, long nodeBudget) {
        return probe(position, nodeBudget, ThreatSpaceSearch.NEVER);
    }

    /** The searches poll the condition every {@value ThreatSpaceSearch#POLL_NODES} positions. */
    @Override
    public int probe(GomokuPosition position, long nodeBudget, BooleanSupplier stop) {
        last = vcf.search(position, nodeBudget, stop);
        nodes = last.nodes();
        if (threes && nodeBudget >= leastVctBudget && last.verdict() != ThreatSpaceSearch.Verdict.WIN
                && last.verdict() != ThreatSpaceSearch.Verdict.OUT_OF_NODES && nodes < nodeBudget) {
            vct = vct != null ? vct : new ProofNumberVct(MAX_VCT_MOVES, PROOF_NUMBER_BITS);
            last = vct.search(position, nodeBudget - nodes, stop);
            nodes += last.nodes();
        }
        return last.verdict() == ThreatSpaceSearch.Verdict.WIN ? last.plies() : 0;
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
        return nodes;
    }
}
