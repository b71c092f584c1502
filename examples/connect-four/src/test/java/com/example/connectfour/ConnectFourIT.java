package com.example.connectfour;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import java.util.Map;
import javax.inject.Inject;
import org.junit.Test;
import org.junit.runner.RunWith;
import org.ops4j.pax.exam.Configuration;
import org.ops4j.pax.exam.Option;
import org.ops4j.pax.exam.junit.PaxExam;
import org.ops4j.pax.exam.spi.reactors.ExamReactorStrategy;
import org.ops4j.pax.exam.spi.reactors.PerClass;
import org.ops4j.pax.exam.util.Filter;
import org.osgi.framework.FrameworkUtil;
import org.stratagem.engine.api.Game;
import org.stratagem.testkit.Conformance;
import org.stratagem.testkit.ConformanceReport;
import org.stratagem.testkit.container.StratagemContainer;

/**
 * The bundle this project builds, in Felix with the Stratagem platform (run by failsafe after the package
 * phase, {@code mvn verify}): Declarative Services registers the game under its id, and the service the
 * platform would use passes the test kit's conformance suite there. The game is reached only through its
 * service, as the platform reaches it: the bundle's package is private.
 */
@RunWith(PaxExam.class)
@ExamReactorStrategy(PerClass.class)
public class ConnectFourIT {
    @Inject
    @Filter("(game.id=" + ConnectFourGame.ID + ")")
    private Game<?> game;

    @Configuration
    public Option[] config() {
        return StratagemContainer.platform().with(StratagemContainer.bundleUnderTest()).options();
    }

    @Test
    public void theGameServiceComesFromThisBundle() {
        assertEquals(ConnectFourGame.ID, game.id());
        assertEquals("com.example.connectfour", FrameworkUtil.getBundle(game.getClass()).getSymbolicName());
    }

    @Test
    public void theServiceConformsInTheFramework() {
        for (Game<?> board : new Game<?>[] {game, game.variant(Map.of("width", "5", "height", "4"))}) {
            ConformanceReport report = Conformance.check(board, 50, 42);
            assertTrue(report.toString(), report.passed());
        }
    }
}
