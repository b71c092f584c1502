package org.stratagem.engine.api;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.osgi.service.component.annotations.ComponentPropertyType;

/**
 * The {@code movegen.id} service property of a Declarative Services component, the id of a
 * {@link MoveGenerator} within its game (with {@link GameId}), written once:
 * {@code @GameId(GomokuGame.ID) @MovegenId("near")}. A component property type: bnd writes the
 * property into the component's description, as if it were spelled out in
 * {@code @Component(property = ...)}.
 *
 * @see ServiceProperties#MOVEGEN_ID
 */
@ComponentPropertyType
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
public @interface MovegenId {
    /** @return the id */
    String value();
}
